export { MY_WEEK_LINK as HOME_SCHEDULE_LINK } from '../../shared/hrm/paths';
