import { describe, expect, it } from 'vitest';
import { TaggedAnswer } from './tagged-answer';

describe('TaggedAnswer', () => {
  it('answers the data and JSON it was given, and no JSON when none was', () => {
    const given = new TaggedAnswer({ id: 1 }, 'menu.1', '{"id":1}');
    expect([given.data, given.tag, given.json]).toEqual([{ id: 1 }, 'menu.1', '{"id":1}']);
    expect(new TaggedAnswer(['a'], 'buttons.1').json).toBeUndefined();
  });

  it('makes data and JSON later only when read, each once', () => {
    const made: string[] = [];
    const answer = TaggedAnswer.later(
      'user.1',
      () => {
        made.push('data');
        return { name: '李娜' };
      },
      () => {
        made.push('json');
        return '{"name":"李娜"}';
      },
    );
    expect(answer.tag).toBe('user.1');
    expect(made).toEqual([]);
    expect(answer.json).toBe('{"name":"李娜"}');
    expect(made).toEqual(['json']);
    const data = answer.data;
    expect(data).toEqual({ name: '李娜' });
    expect(answer.data).toBe(data);
    expect(answer.json).toBe('{"name":"李娜"}');
    expect(made).toEqual(['json', 'data']);
  });
});
