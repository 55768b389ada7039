import { fusnSesn } from './fusn.table.js';

/** A session's day, slot and the instants its rules compare with now() (start, end, deadline), as every session read selects them. */
export const sesnTimeColumns = {
  sesnYmd: fusnSesn.sesnYmd,
  bgngTm: fusnSesn.bgngTm,
  endTm: fusnSesn.endTm,
  bgngDt: fusnSesn.bgngDt,
  endDt: fusnSesn.endDt,
  ddlnDt: fusnSesn.ddlnDt,
};
