/** The hrm feature as other features see it: everything they may import. */
export { MyWeek } from './my-week';
