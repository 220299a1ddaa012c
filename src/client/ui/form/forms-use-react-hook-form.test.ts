/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every form of the client validates with its call's schema through react-hook-form: the only
// <form> element is the Form primitive's, and a file that renders <Form> builds it with useForm
// and zodResolver. A hand-made form (useState per field, its own try/catch) fails here.

interface Source {
  file: string;
  text: string;
}

const PRIMITIVE = 'src/client/ui/form/form.tsx';
const RAW_FORM = /<form[\s>]/;
const FORM_PRIMITIVE = /<Form[\s>]/;
const USE_FORM = /\buseForm\s*[<(]/;
const RESOLVER = /\bzodResolver\(/;

function formRuleViolations(sources: Source[]): string[] {
  const found: string[] = [];
  for (const { file, text } of sources) {
    if (file !== PRIMITIVE && RAW_FORM.test(text)) found.push(`${file}: a <form> element; use <Form> from ui/form with useForm`);
    if (FORM_PRIMITIVE.test(text) && !(USE_FORM.test(text) && RESOLVER.test(text))) {
      found.push(`${file}: <Form> without useForm(…zodResolver(…))`);
    }
  }
  return found;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function clientSources(dir: string): Source[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return clientSources(full);
    if (!name.endsWith('.tsx') || name.endsWith('.test.tsx')) return [];
    return [{ file: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

describe('forms use react-hook-form with the call’s schema', () => {
  it('rejects a hand-made form and a Form built without the resolver', () => {
    expect(
      formRuleViolations([
        { file: 'src/client/x/hand-made.tsx', text: 'return <form onSubmit={submit}><input /></form>;' },
        { file: 'src/client/x/no-resolver.tsx', text: 'const form = useForm({});\nreturn <Form form={form} onSubmit={send}>…</Form>;' },
        {
          file: 'src/client/x/fine.tsx',
          text: 'const form = useForm({ resolver: zodResolver(callBody(call)) });\nreturn <Form form={form} onSubmit={send}>…</Form>;',
        },
        {
          file: 'src/client/x/typed.tsx',
          text: 'const form = useForm<Values>({ resolver: zodResolver(schema) });\nreturn <Form form={form} onSubmit={send}>…</Form>;',
        },
        { file: PRIMITIVE, text: '<form noValidate {...rest}>' },
      ]),
    ).toEqual([
      'src/client/x/hand-made.tsx: a <form> element; use <Form> from ui/form with useForm',
      'src/client/x/no-resolver.tsx: <Form> without useForm(…zodResolver(…))',
    ]);
  });

  it('holds for every component of the client', () => {
    const sources = clientSources(path.join(root, 'src/client'));
    // The scan really reads the forms it guards.
    expect(sources.filter((source) => FORM_PRIMITIVE.test(source.text)).map((source) => source.file)).toEqual(
      expect.arrayContaining([
        'src/client/auth/login-form.tsx',
        'src/client/auth/change-password-dialog.tsx',
        'src/client/shell/feedback/rating-dialog.tsx',
        'src/client/notifications/message-query-page.tsx',
        'src/client/business/search-field.tsx',
      ]),
    );
    expect(formRuleViolations(sources)).toEqual([]);
  });
});
