import { describe, expect, it } from 'vitest';
import { isConfident, searchKb } from './kb-index';
import { searchTokens, splitTokens } from './tokenize';

describe('CJK-aware tokens', () => {
  it('splits Han runs into bigrams and Latin text into folded words', () => {
    expect(splitTokens('短信发送记录')).toEqual(['短信', '信发', '发送', '送记', '记录']);
    expect(splitTokens('SMS 发送')).toEqual(['sms', '发送']);
    expect(searchTokens('How do I export customers?')).toEqual(['export', 'customer']);
    expect(searchTokens('怎么导出')).toEqual(['导出']);
    expect(searchTokens('财务模块有哪些功能')).toEqual(['财务', '务模', '模块', '功能']);
  });
});

describe('knowledge-base search', () => {
  it.each([
    ['收不到验证码怎么办', 'zh', 'fault-verification-code-not-received'],
    ['账号被锁定了', 'zh', 'fault-account-locked'],
    ['导出失败怎么办', 'zh', 'fault-export-failed'],
    ['财务模块有哪些功能', 'zh', 'intro-fc'],
    ['怎么给客户申请临时信用', 'zh', 'sales-recharge-credit-requests'],
    ['I did not receive the verification code', 'en', 'fault-verification-code-not-received'],
    ['how do I change my password', 'en', 'portal-change-password'],
    ['what is the finance module', 'en', 'intro-fc'],
  ])('%s → %s', (question, lang, id) => {
    const [best] = searchKb(question, lang as 'zh' | 'en');
    expect(best?.doc.id).toBe(id);
    expect(isConfident(best)).toBe(true);
  });

  it('is not confident about questions the documents do not cover', () => {
    for (const question of ['明天北京天气如何', '推荐一部电影', 'what is the weather in Beijing tomorrow']) {
      const lang = /[\u4e00-\u9fff]/.test(question) ? 'zh' : 'en';
      expect(isConfident(searchKb(question, lang)[0]), question).toBe(false);
    }
  });
});
