/** The shop's one date format (common/dates.ts): 'Nov 24, 2026, 2:05 PM' and 'November 24, 2026'. */
export { formatDay, formatWhen } from '../../../common/dates';
