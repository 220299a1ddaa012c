/**
 * A one-line progress bar on stderr for the first start and `npm run seed`; silent when no
 * terminal watches (CI, tests, the browser suite's server).
 */
export interface Progress {
  step(label: string): void;
  done(): void;
}

export function progressBar(total: number, title: string, interactive: boolean): Progress {
  let current = 0;
  const started = Date.now();
  const draw = (label: string) => {
    if (!interactive) return;
    const width = 30;
    const filled = Math.round((current / total) * width);
    const percent = String(Math.round((current / total) * 100)).padStart(3);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stderr.write(`\r${title} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${seconds}s ${label.padEnd(24)}`);
  };
  return {
    step(label) {
      current = Math.min(total, current + 1);
      draw(label);
    },
    done() {
      current = total;
      draw('done');
      if (interactive) process.stderr.write('\n');
    },
  };
}
