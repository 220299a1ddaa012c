import type { MailAddress } from '../../db/schema/index';

/** A party of the demo correspondence, resolved from the database when the seed runs. */
export interface DemoParties {
  staff: Record<'admin' | 'sales' | 'sales2' | 'finance' | 'ops', MailAddress>;
  /** 李娜's customers' business contacts (and their accounts contacts), first four by id. */
  customers: { name: string; contact: MailAddress; accounts: MailAddress }[];
  /** Supplier billing contacts, first three by id. */
  suppliers: { code: string; billing: MailAddress; noc: MailAddress }[];
}

export interface DemoMail {
  /** Whose mailbox holds it, and as what. */
  owner: keyof DemoParties['staff'];
  box: 'in' | 'sent' | 'draft';
  from: MailAddress;
  to: MailAddress[];
  cc?: MailAddress[];
  subject: string;
  html?: string;
  text?: string;
  attachments?: { filename: string; content: string }[];
  /** Bulk headers (List-Unsubscribe): filed under marketing. */
  bulk?: boolean;
  daysAgo: number;
  /** Shanghai wall-clock hour and minute it arrived. */
  at: [number, number];
  seen: boolean;
  starred?: boolean;
}

const QUOTE_CSV = '国家,运营商,产品,单价(USD)\n印度尼西亚,Telkomsel,短信,0.0285\n越南,Viettel,短信,0.0310\n菲律宾,Globe,语音,0.0120\n';

/** 周启明's meeting notice to four colleagues: the same message in each mailbox (and his sent copy). */
function meetingNotice(p: DemoParties): (owner: DemoMail['owner'], box: DemoMail['box'], seen: boolean) => DemoMail {
  const { admin, sales, sales2, finance, ops } = p.staff;
  return (owner, box, seen) => ({
    owner,
    box,
    from: admin,
    to: [sales, sales2, finance, ops],
    subject: '11 月经营分析会议通知',
    html: '<p>各位同事：</p><p>11 月经营分析会议定于本周五 14:00 在 3 楼大会议室召开，请各部门准备本月短信、语音业绩与毛利分析。</p><p>周启明</p>',
    daysAgo: 2,
    at: [9, 0],
    seen,
  });
}

/**
 * The demo mailbox: a few weeks of a sales rep's, a colleague's and finance's mail with customers,
 * suppliers and each other — quotations, top-ups, route faults, statements — plus junk and
 * newsletters, so every folder has something true to show.
 */
export function demoMails(p: DemoParties): DemoMail[] {
  const [c1, c2, c3, c4] = p.customers;
  const [s1, s2] = p.suppliers;
  const { sales, sales2, finance } = p.staff;
  const meeting = meetingNotice(p);
  const mails: DemoMail[] = [];
  if (c1) {
    mails.push(
      {
        owner: 'sales',
        box: 'in',
        from: c1.contact,
        to: [sales],
        subject: '关于 11 月短信报价的确认',
        html: `<p>李经理您好：</p><p>附件是我司确认后的 11 月印尼、越南短信报价，请查收。如无问题，请安排本周内开通通道。</p><p>谢谢！<br>${c1.contact.name}<br>${c1.name}</p>`,
        attachments: [{ filename: '11月短信报价确认.csv', content: QUOTE_CSV }],
        daysAgo: 0,
        at: [9, 12],
        seen: false,
        starred: true,
      },
      {
        owner: 'sales',
        box: 'sent',
        from: sales,
        to: [c1.contact],
        cc: [sales2],
        subject: 'Re: 通道开通资料',
        html: `<p>${c1.contact.name}您好：</p><p>开户资料已收到，技术同事会在今天下午完成通道配置，届时会把测试账号发给您。</p><p>李娜</p>`,
        daysAgo: 3,
        at: [16, 40],
        seen: true,
      },
      {
        owner: 'sales',
        box: 'in',
        from: c1.accounts,
        to: [sales],
        cc: [finance],
        subject: '充值到账确认',
        text: `李经理：\n\n我司已于今天上午汇款 5,000.00 美元（参考号 TT20261120-088），请帮忙确认到账并更新账户余额。\n\n${c1.accounts.name}\n${c1.name} 财务部`,
        attachments: [{ filename: '汇款水单.txt', content: '汇款金额：USD 5,000.00\n参考号：TT20261120-088\n' }],
        daysAgo: 4,
        at: [10, 5],
        seen: true,
      },
    );
  }
  if (c2) {
    mails.push({
      owner: 'sales',
      box: 'in',
      from: c2.contact,
      to: [sales],
      subject: '菲律宾语音线路接通率偏低',
      html: `<p>您好，</p><p>昨晚测试的菲律宾语音线路接通率只有 62% 左右，明显低于上周的 85%。麻烦协助排查，并告知是否可以切换备用通道。</p><p>${c2.contact.name}</p>`,
      daysAgo: 1,
      at: [8, 47],
      seen: false,
    });
  }
  if (c3) {
    mails.push(
      {
        owner: 'sales',
        box: 'in',
        from: c3.contact,
        to: [sales],
        subject: 'Request for SMS pricing — Brazil and Mexico',
        html: `<p>Hi Li Na,</p><p>We are planning an OTP campaign of about 2 million messages a month in Brazil and Mexico from December. Could you send us your best rates and the delivery report format?</p><p>Best regards,<br>${c3.contact.name}<br>${c3.name}</p>`,
        daysAgo: 2,
        at: [21, 15],
        seen: false,
      },
      {
        owner: 'sales',
        box: 'draft',
        from: sales,
        to: [c3.contact],
        subject: 'Re: Request for SMS pricing — Brazil and Mexico',
        html: '<p>Hi,</p><p>Thank you for your interest. Our rates for Brazil and Mexico are</p>',
        daysAgo: 1,
        at: [11, 30],
        seen: true,
      },
    );
  }
  if (c4) {
    mails.push({
      owner: 'sales',
      box: 'in',
      from: c4.contact,
      to: [sales],
      subject: '发票抬头变更申请',
      text: `李经理好，\n\n我司自 12 月起发票抬头变更为新的公司名称，营业执照副本稍后补发。请通知财务同事更新。\n\n${c4.contact.name}`,
      daysAgo: 6,
      at: [14, 20],
      seen: true,
    });
  }
  mails.push(
    meeting('sales', 'in', true),
    {
      owner: 'sales',
      box: 'in',
      from: finance,
      to: [sales],
      subject: '客户本月对账单待确认',
      text: '李娜：\n\n你负责的三家客户 10 月对账单已生成，请在周三前确认金额，有差异请直接回复此邮件。\n\n陈静',
      daysAgo: 5,
      at: [15, 10],
      seen: true,
    },
    {
      owner: 'sales',
      box: 'in',
      from: { name: '幸运抽奖中心', email: 'prize@lucky-draw.example' },
      to: [sales],
      subject: '恭喜您获得 iPhone 17 一台，请立即领取！',
      html: '<p>点击下方链接填写收货信息即可领取。</p><p><a href="http://lucky-draw.example/claim">立即领取</a></p>',
      daysAgo: 1,
      at: [3, 12],
      seen: false,
    },
    {
      owner: 'sales',
      box: 'in',
      from: { name: 'Telecom Asia', email: 'events@telecom-asia.example' },
      to: [sales],
      subject: 'Telecom Asia 2026 展会邀请 — 新加坡 12 月 8–10 日',
      html: '<p><img src="https://cdn.telecom-asia.example/banner.png" alt="Telecom Asia 2026" width="600"></p><p>诚邀您参观 Telecom Asia 2026，与 300 多家运营商和 CPaaS 服务商面对面交流。</p>',
      bulk: true,
      daysAgo: 3,
      at: [10, 0],
      seen: false,
    },
    meeting('sales2', 'in', false),
    meeting('admin', 'sent', true),
    meeting('ops', 'in', true),
  );
  for (const [index, supplier] of [s1, s2].entries()) {
    if (!supplier) continue;
    mails.push({
      owner: 'finance',
      box: 'in',
      from: supplier.billing,
      to: [finance],
      subject: `10 月对账单 — ${supplier.code}`,
      text: `陈静您好：\n\n附件为 10 月对账单，本期应付金额见附件。如有差异请在 5 个工作日内回复。\n\nBilling ${supplier.code}`,
      attachments: [
        {
          filename: `对账单-${supplier.code}-2026-10.csv`,
          content: `期间,条数,金额(USD)\n2026-10,${1_250_000 + index * 310_000},${(3_812.5 + index * 977.25).toFixed(2)}\n`,
        },
      ],
      daysAgo: 3 + index,
      at: [11, 20 + index],
      seen: index > 0,
    });
  }
  mails.push(meeting('finance', 'in', false));
  return mails;
}
