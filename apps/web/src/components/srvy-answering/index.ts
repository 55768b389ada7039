export { SrvyAnswering } from './srvy-answering';
export { srvyClient, srvyKeys, useSrvyView } from './srvy-answering-api';
