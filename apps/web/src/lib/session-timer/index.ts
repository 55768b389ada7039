export { LoginTimeLeft } from './login-time-left';
export { isRealmUser, LOGIN_REALMS, type TLoginRealm } from './realm';
export { subscribeLoginTimer, useLoginTimerState, type TLoginTimerState } from './timer-state';
export { extendLoginSession, useLoginTimer, type TUseLoginTimerOptions } from './use-login-timer';
