import type { Page } from '@playwright/test';

/** The keystrokes of one round: pinyin, four Backspaces (the last empties the box), then 客 户. */
export const SEQUENCE: { key?: string; text?: string }[] = [
  { key: 'd' },
  { key: 'x' },
  { key: 'f' },
  { key: 's' },
  { key: 'Backspace' },
  { key: 'Backspace' },
  { key: 'Backspace' },
  { key: 'Backspace' },
  { text: '客' },
  { text: '户' },
];
export const ROUNDS = 5;
const QUIET_MS = 120;

/** Waits until the step's measurement has settled in the page, then returns it (ms). */
async function settled(page: Page): Promise<number> {
  const handle = await page.waitForFunction((quiet) => window.__bench.result(quiet), QUIET_MS, { polling: 20, timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

export interface ScenarioResult {
  opens: number[];
  keystrokes: number[];
}

/** Five rounds: open (Ctrl+K), the ten keystrokes, close (Escape, not measured). */
export async function runScenario(page: Page): Promise<ScenarioResult> {
  const result: ScenarioResult = { opens: [], keystrokes: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    await page.evaluate(() => window.__bench.newRound());
    await page.evaluate(() => window.__bench.arm());
    await page.keyboard.press('Control+k');
    result.opens.push(await settled(page));
    await page.getByRole('combobox').first().waitFor();
    for (const step of SEQUENCE) {
      await page.evaluate(() => window.__bench.arm());
      if (step.key) await page.keyboard.press(step.key);
      else await page.keyboard.insertText(step.text ?? '');
      result.keystrokes.push(await settled(page));
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), undefined, { timeout: 30_000 });
    await page.waitForTimeout(200);
  }
  return result;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (at - low);
}
