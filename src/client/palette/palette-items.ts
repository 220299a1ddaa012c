import type { Command, CommandLanguage } from '../../../commands/index';
import type { CustomerRow } from '../../shared/api/crm-calls';
import type { PalettePerson } from './people-admin-actions';
import type { PaletteEntry } from './palette-entries';
import type { ItemKind, PaletteItem, PaletteServices } from './palette-types';

/** i18next's t, loosely typed so that row building stays a plain function. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const other = (language: CommandLanguage): CommandLanguage => (language === 'zh' ? 'en' : 'zh');

/** Display row of a page or action of the index. */
export function entryItem(entry: PaletteEntry, index: number, language: CommandLanguage, t: Translate, starred: boolean): PaletteItem {
  const kind: ItemKind = entry.kind === 'command' ? 'action' : entry.kind;
  const title = entry.title[language];
  const second = entry.title[other(language)];
  return {
    value: entry.key,
    kind,
    title,
    other: second !== title ? second : undefined,
    hint: entry.breadcrumb ? entry.breadcrumb[language] : entry.section ? t(`palette.sections.${entry.section}`) : undefined,
    icon: entry.icon,
    shortcut: entry.shortcut,
    starred,
    target: { type: 'entry', index },
  };
}

export function askItem(question: string, t: Translate): PaletteItem {
  return {
    value: 'ask',
    kind: 'ask',
    title: question ? t('palette.ask', { query: question }) : t('palette.askOpen'),
    icon: 'Bot',
    target: { type: 'ask', question },
  };
}

/** `disabled`: the account's 已停用, shown to administrators before the departments. */
export function personItem(person: PalettePerson, disabled?: string): PaletteItem {
  return {
    value: `person:${person.staffId}`,
    kind: 'person',
    title: `${person.name} (${person.jobNumber})`,
    hint: [disabled, person.deptNames.join(' / ')].filter(Boolean).join(' · '),
    icon: 'UserRound',
    target: { type: 'person', person },
  };
}

export function customerItem(customer: CustomerRow, language: CommandLanguage): PaletteItem {
  return {
    value: `customer:${customer.code}`,
    kind: 'customer',
    title: `${customer.code} · ${customer.name}`,
    hint: [language === 'en' ? customer.countryNameEn : customer.countryName, customer.ownerName].filter(Boolean).join(' · '),
    icon: 'Building2',
    target: { type: 'customer', customer },
  };
}

export function choiceItem(command: Command, services: PaletteServices, language: CommandLanguage): PaletteItem {
  const ctx = services.ctx;
  const checked = command.checked?.(ctx) ?? false;
  return {
    value: `choice:${command.id}`,
    kind: 'choice',
    title: command.title[language],
    other: command.title[other(language)],
    icon: command.icon,
    shortcut: command.shortcut,
    checked,
    // A choice that would change nothing (the current language) is shown, checked, but inert.
    disabled: !services.registry.isAvailable(command, ctx),
    target: { type: 'choice', commandId: command.id },
  };
}

/**
 * i18next's t with a memory: the palette asks for the same few strings on every keystroke, and a
 * lookup is far slower than a Map hit. One per language (t changes with the language).
 */
export function rememberingTranslate(t: Translate): Translate {
  const known = new Map<string, string>();
  return (key, options) => {
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = t(key, options);
      if (known.size < 500) known.set(id, text);
    }
    return text;
  };
}
