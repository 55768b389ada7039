/** The pages the recommendations lead to (other features' routes, by their spec §2 paths). */
export const rcmdtnPaths = {
  /** a result page: /crrInsp/crrInspRslt?sheetId= */
  rslt: (sheetId: number) => `/crrInsp/crrInspRslt?sheetId=${sheetId}`,
  /** taking a test: /crrInsp/crrInsp/:inspName */
  insp: (inspName: string) => `/crrInsp/crrInsp/${encodeURIComponent(inspName)}`,
  job: (jobCd: string) => `/crrInsp/crrInfo/detail/${encodeURIComponent(jobCd)}`,
  bmnexhl: (bmnexhlId: number) => `/eduIntdcn/bmnexhlIntdcnView/${bmnexhlId}`,
  smnexhl: (bmnexhlId: number, bmnexhlNm: string, smnexhlNo: number) =>
    `/eduIntdcn/smnexhlIntdcnView/${bmnexhlId}/${encodeURIComponent(bmnexhlNm)}/${smnexhlNo}`,
};
