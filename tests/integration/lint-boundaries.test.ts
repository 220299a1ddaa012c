import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of the layout are lint rules; prove they bite. */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.includes('no-restricted-imports')).map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps server code out of the client, but allows its types', async () => {
    expect(await problems('src/client/some-page.ts', "import { createApp } from '../server/app';\nexport const x = createApp;\n")).toHaveLength(1);
    expect(await problems('src/client/some-page.ts', "import type { AppDeps } from '../server/deps';\nexport type X = AppDeps;\n")).toHaveLength(0);
    expect(await problems('commands/some-command.ts', "import { ALL_HANDLERS } from '../src/server/handlers';\nexport const x = ALL_HANDLERS;\n")).toHaveLength(1);
  });

  it('keeps client code out of the server', async () => {
    expect(await problems('src/server/some-service.ts', "import { x } from '../client/api/api-client';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('lets src/shared import neither side', async () => {
    expect(await problems('src/shared/some-contract.ts', "import { x } from '../server/app';\nexport const y = x;\n")).toHaveLength(1);
    expect(await problems('src/shared/some-contract.ts', "import { x } from '../client/app';\nexport const y = x;\n")).toHaveLength(1);
    expect(await problems('src/shared/some-contract.ts', "import { Hono } from 'hono';\nexport const y = Hono;\n")).toHaveLength(1);
  });
});
