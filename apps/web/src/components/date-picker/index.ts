export { dateBounds, dateProblem, isDateSelectable, type TDateConstraints } from './date-constraints';
export { addDays, addMonths, daysBetween, parseIsoDate, todayIso } from './date-model';
export { DatePicker, type TDatePickerProps } from './date-picker';
export { DateRangePicker, type TDateRange, type TDateRangePickerProps } from './date-range-picker';
export { rangeProblem, type TRangeLimits } from './range-model';
export { isTimeSelectable, type TTimeConstraints } from './time-model';
