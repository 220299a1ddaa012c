import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import type { z } from 'zod';
import { VERSION_TYPES, versionPage, versionSave, versionTimelinePage, type VersionNote } from '../../shared/api/version-calls';
import { invalidateCall, useCallMutation } from '../api/use-call';
import { Button } from '../ui/button';
import { callBody, Form, FormError, FormField, SubmitButton, TextArea } from '../ui/form';
import { Input } from '../ui/input';
import { ReleaseMarkdown } from './release-markdown';
import { Select } from './select';

const body = callBody(versionSave);
type Values = z.input<typeof body>;

function Preview({ control, name }: { control: Control<Values>; name: 'content' | 'contentEn' }) {
  const { t } = useTranslation();
  const text = useWatch({ control, name });
  return (
    <div className="min-h-24 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3">
      {text.trim() ? <ReleaseMarkdown text={text} /> : <p className="text-sm text-slate-500">{t('versions.editor.previewEmpty')}</p>}
    </div>
  );
}

/** One language of the note: title and markdown body, with a rendered preview on demand. */
function LanguageBlock({ control, lang, preview }: { control: Control<Values>; lang: 'zh' | 'en'; preview: boolean }) {
  const { t } = useTranslation();
  const title = lang === 'zh' ? 'title' : 'titleEn';
  const content = lang === 'zh' ? 'content' : 'contentEn';
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{t(`versions.editor.${lang}`)}</legend>
      <FormField<Values> name={title} label={t('versions.field.title')}>
        <Input autoComplete="off" />
      </FormField>
      {preview ? (
        <Preview control={control} name={content} />
      ) : (
        <FormField<Values> name={content} label={t('versions.field.content')} hint={t('versions.editor.markdownHint')}>
          <TextArea rows={10} className="font-mono" />
        </FormField>
      )}
    </fieldset>
  );
}

/** Write or edit a release note: markdown in both languages, documents, force popup; save or publish. */
export function NoteEditor({ note, onDone }: { note: VersionNote | null; onDone(): void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(body),
    defaultValues: note
      ? {
          id: note.id,
          version: note.version,
          versionType: note.versionType,
          popupState: note.popupState,
          title: note.title,
          titleEn: note.titleEn,
          content: note.content,
          contentEn: note.contentEn,
          docs: note.docs.map((doc) => ({ name: doc.name, url: doc.url })),
          publish: false,
        }
      : {
          version: '',
          versionType: 'feature',
          popupState: 0,
          title: '',
          titleEn: '',
          content: '',
          contentEn: '',
          docs: [],
          publish: false,
        },
  });
  const docs = useFieldArray({ control: form.control, name: 'docs' });
  const save = useCallMutation(versionSave, { silent: true });
  const published = note?.state === 'published';
  return (
    <section aria-labelledby="note-editor-title" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="note-editor-title" className="text-lg font-semibold text-slate-900">
          {note ? t('versions.editor.editTitle', { version: note.version }) : t('versions.editor.newTitle')}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setPreview((value) => !value)} aria-pressed={preview}>
          {preview ? t('versions.editor.write') : t('versions.editor.preview')}
        </Button>
      </div>
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({ body: values });
          void invalidateCall(versionPage);
          void invalidateCall(versionTimelinePage);
          toast.success(
            saved.state === 'published' && !published
              ? t('versions.editor.publishedToast', { version: saved.version })
              : t('versions.editor.savedToast'),
          );
          onDone();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField<Values> name="version" label={t('versions.field.version')} hint={t('versions.editor.versionHint')}>
            <Input autoComplete="off" placeholder="1.4.0" />
          </FormField>
          <FormField<Values> name="versionType" label={t('versions.field.type')}>
            <Select>
              {VERSION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`versions.type.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField<Values>
            name="popupState"
            label={t('versions.field.popup')}
            hint={t('versions.editor.popupHint')}
            options={{ setValueAs: (value: string | number) => Number(value) }}
          >
            <Select>
              <option value={0}>{t('versions.popup.none')}</option>
              <option value={1}>{t('versions.popup.force')}</option>
            </Select>
          </FormField>
        </div>
        <div className="grid gap-3 lg:grid-cols-2">
          <LanguageBlock control={form.control} lang="zh" preview={preview} />
          <LanguageBlock control={form.control} lang="en" preview={preview} />
        </div>
        <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">{t('versions.docs.title')}</legend>
          {docs.fields.length === 0 && <p className="text-sm text-slate-500">{t('versions.docs.none')}</p>}
          {docs.fields.map((field, index) => (
            <div key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_2fr_auto]">
              <FormField<Values> name={`docs.${index}.name`} label={t('versions.docs.name', { n: index + 1 })}>
                <Input autoComplete="off" />
              </FormField>
              <FormField<Values> name={`docs.${index}.url`} label={t('versions.docs.url', { n: index + 1 })}>
                <Input autoComplete="off" placeholder="https://… /message/help" />
              </FormField>
              <Button variant="ghost" size="sm" className="sm:mt-6" onClick={() => docs.remove(index)}>
                <Trash2 aria-hidden size={14} />
                <span className="sr-only">{t('versions.docs.remove', { n: index + 1 })}</span>
              </Button>
            </div>
          ))}
          {docs.fields.length < 10 && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => docs.append({ name: '', url: '' })}>
                <Plus aria-hidden size={14} />
                {t('versions.docs.add')}
              </Button>
            </div>
          )}
        </fieldset>
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {t('versions.cancel')}
          </Button>
          {published ? (
            <SubmitButton busyLabel={t('versions.saving')} onClick={() => form.setValue('publish', false)}>
              {t('versions.editor.save')}
            </SubmitButton>
          ) : (
            <>
              <SubmitButton variant="secondary" busyLabel={t('versions.saving')} onClick={() => form.setValue('publish', false)}>
                {t('versions.editor.saveDraft')}
              </SubmitButton>
              <SubmitButton busyLabel={t('versions.saving')} onClick={() => form.setValue('publish', true)}>
                {t('versions.editor.publish')}
              </SubmitButton>
            </>
          )}
        </div>
      </Form>
    </section>
  );
}
