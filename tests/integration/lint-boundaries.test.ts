import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { elementOf, violation } from '../../scripts/eslint-layering-rule.js';

/** The import boundaries of the layout are one lint rule; prove each part of it bites. */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'switchboard/layering' || m.ruleId?.includes('no-restricted-imports'))
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps server code out of the client, but allows its types', async () => {
    expect(
      await problems('src/client/home/some-page.ts', "import { createApp } from '../../server/app';\nexport const x = createApp;\n"),
    ).toEqual(['The client may import server code for types only.']);
    expect(
      await problems('src/client/home/some-page.ts', "import type { AppDeps } from '../../server/deps';\nexport type X = AppDeps;\n"),
    ).toEqual([]);
    expect(
      await problems(
        'commands/some-command.ts',
        "import { ALL_HANDLERS } from '../src/server/handlers';\nexport const x = ALL_HANDLERS;\n",
      ),
    ).toHaveLength(1);
  });

  it('counts a dynamic import() of server code as a value import', async () => {
    expect(await problems('src/client/home/some-page.ts', "export const load = () => import('../../server/app');\n")).toEqual([
      'The client may import server code for types only.',
    ]);
  });

  it('keeps client code out of the server', async () => {
    expect(
      await problems('src/server/crm/some-service.ts', "import { x } from '../../client/api/api-client';\nexport const y = x;\n"),
    ).toEqual(['The server never imports client code.']);
  });

  it('lets src/shared import neither side and no framework', async () => {
    expect(await problems('src/shared/some-contract.ts', "import { x } from '../server/app';\nexport const y = x;\n")).toHaveLength(1);
    expect(await problems('src/shared/some-contract.ts', "import { x } from '../client/app/app';\nexport const y = x;\n")).toHaveLength(1);
    expect(await problems('src/shared/some-contract.ts', "import { Hono } from 'hono';\nexport const y = Hono;\n")).toHaveLength(1);
  });

  it('keeps features out of the ui primitives', async () => {
    expect(
      await problems('src/client/ui/some-primitive.tsx', "import { useSession } from '../auth';\nexport const x = useSession;\n"),
    ).toEqual(['src/client/ui holds primitives and imports no feature.']);
    expect(await problems('src/client/ui/some-primitive.tsx', "import { cn } from './cn';\nexport const x = cn;\n")).toEqual([]);
  });

  it('lets a feature reach another only through its index.ts', async () => {
    expect(
      await problems(
        'src/client/home/some-card.tsx',
        "import { useSession } from '../auth/session-store';\nexport const x = useSession;\n",
      ),
    ).toEqual(['Import the auth feature through its index.ts.']);
    expect(
      await problems('src/client/home/some-card.tsx', "import { useSession } from '../auth';\nexport const x = useSession;\n"),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/crm/some-service.ts',
        "import { authenticate } from '../auth/authenticate';\nexport const x = authenticate;\n",
      ),
    ).toEqual(['Import the auth feature through its index.ts.']);
    // Inside one feature, and from a composition root, any file may be imported.
    expect(
      await problems('src/client/auth/some-form.tsx', "import { useSession } from './session-store';\nexport const x = useSession;\n"),
    ).toEqual([]);
    expect(
      await problems('src/server/handlers.ts', "import { authHandlers } from './auth/auth-routes';\nexport const x = authHandlers;\n"),
    ).toEqual([]);
    expect(
      await problems('src/client/app/some-root.tsx', "import { LoginPage } from '../auth/login-page';\nexport const x = LoginPage;\n"),
    ).toEqual([]);
  });

  it('places files in the layout as the rule reads them', () => {
    expect(elementOf('src/client/auth/session-store.ts')).toEqual({ side: 'client', kind: 'feature', name: 'auth', entry: false });
    expect(elementOf('src/client/auth/index.ts')).toMatchObject({ kind: 'feature', entry: true });
    expect(elementOf('src/server/http/call-router.ts')).toEqual({ side: 'server', kind: 'core', name: 'http' });
    expect(elementOf('src/server/app.ts')).toEqual({ side: 'server', kind: 'root', name: '' });
    expect(violation(elementOf('src/client/api/api-client.ts'), elementOf('src/client/auth/session-store.ts'), false)).toBe(
      'Import the auth feature through its index.ts.',
    );
  });
});
