import type { BankState, EsimState, ImeiState, PortState } from '../../shared/api/device-calls';
import type { Tone } from './simulated-badge';

/** The colour of each state word (the word itself comes from devices.state.*). */
export const PORT_TONES: Record<PortState, Tone> = { empty: 'idle', idle: 'idle', active: 'good', fault: 'bad', offline: 'warn' };
export const BANK_TONES: Record<BankState, Tone> = { online: 'good', offline: 'bad', rebooting: 'busy' };
export const DONGLE_TONES: Record<'online' | 'offline' | 'rebooting', Tone> = BANK_TONES;
export const IMEI_TONES: Record<ImeiState, Tone> = { available: 'good', assigned: 'busy', retired: 'idle' };
export const ESIM_TONES: Record<EsimState, Tone> = {
  downloading: 'busy',
  disabled: 'idle',
  enabled: 'good',
  failed: 'bad',
  erased: 'idle',
};
export const JOB_TONES: Record<'running' | 'done' | 'interrupted', Tone> = { running: 'busy', done: 'good', interrupted: 'warn' };
export const ORDER_TONES: Record<'open' | 'active' | 'finished' | 'cancelled', Tone> = {
  open: 'busy',
  active: 'good',
  finished: 'idle',
  cancelled: 'warn',
};
