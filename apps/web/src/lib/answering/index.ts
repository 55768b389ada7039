export { focusAnswer } from './focus-answer';
export { ANSWER_SAVE_DELAY_MS, type TSaveState, type TSendOptions, useAnswerSaver } from './use-answer-saver';
