import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The layering of the layout as one lint rule (README "Layout"):
 * - src/shared imports neither side nor commands;
 * - the client and commands import server code for types only (dynamic import() included);
 * - the server imports no client or command code;
 * - src/client/ui imports no feature;
 * - a feature reaches another feature only through that feature's index.ts. Composition roots
 *   (top-level files of src/server and src/client, src/client/app and the page registry) wire
 *   the features together and may reach into them.
 */
const CLIENT_CORE = new Set(['api', 'i18n', 'routes']);
const SERVER_CORE = new Set(['db', 'http', 'openapi']);
const CLIENT_ROOTS = new Set(['app']);
const ROOT_FILES = new Set(['src/client/pages/first-party-pages.ts']);

/** Where a file sits in the layout: side, kind (root, core, ui, feature) and feature name. */
export function elementOf(file) {
  const rel = file.split(path.sep).join('/');
  if (rel.startsWith('commands/')) return { side: 'commands', kind: 'core', name: 'commands' };
  const match = /^src\/(client|server|shared)\/(.*)$/.exec(rel);
  if (!match) return null;
  const [, side, rest] = match;
  if (side === 'shared') return { side, kind: 'core', name: 'shared' };
  const parts = rest.split('/');
  if (parts.length === 1 || ROOT_FILES.has(rel)) return { side, kind: 'root', name: '' };
  const name = parts[0];
  if (side === 'client' && CLIENT_ROOTS.has(name)) return { side, kind: 'root', name };
  if (side === 'client' && name === 'ui') return { side, kind: 'ui', name };
  if ((side === 'client' ? CLIENT_CORE : SERVER_CORE).has(name)) return { side, kind: 'core', name };
  return { side, kind: 'feature', name, entry: /^[^/]+\/index(\.tsx?)?$/.test(rest) };
}

function typeOnly(node) {
  if (node.type === 'ImportExpression') return false;
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** The reason an import breaks the layering, or null. */
export function violation(from, to, isTypeOnly) {
  if (!from || !to) return null;
  if (from.side === 'shared' && to.side !== 'shared') return 'src/shared imports neither client, server nor command code.';
  if ((from.side === 'client' || from.side === 'commands') && to.side === 'server' && !isTypeOnly) {
    return 'The client may import server code for types only.';
  }
  if (from.side === 'server' && (to.side === 'client' || to.side === 'commands')) return 'The server never imports client code.';
  if (from.kind === 'ui' && to.side === 'client' && (to.kind === 'feature' || to.kind === 'root')) {
    return 'src/client/ui holds primitives and imports no feature.';
  }
  if (
    from.kind !== 'root' &&
    from.side === to.side &&
    to.kind === 'feature' &&
    !to.entry &&
    !(from.kind === 'feature' && from.name === to.name)
  ) {
    return `Import the ${to.name} feature through its index.ts.`;
  }
  return null;
}

export const layeringRule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries of the layout' }, schema: [] },
  create(context) {
    const cwd = context.cwd;
    const file = path.relative(cwd, context.filename);
    const from = elementOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const absolute = path.resolve(path.dirname(context.filename), source.value);
      const target = path.relative(cwd, absolute);
      const folder = existsSync(absolute) && statSync(absolute).isDirectory();
      // `../auth` names a folder, i.e. its index.ts; elementOf reads paths of files.
      const to = elementOf(folder ? `${target}/index.ts` : target);
      const reason = violation(from, to, typeOnly(node));
      if (reason) context.report({ node: source, message: reason });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
