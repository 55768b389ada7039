/** The shipped job dataset (issue 16): authored on branch jobs-data, merged here. */
export type TJobSeed = {
  jobCd: string;
  jobNm: string;
  aliases: string[];
  jobFmlyCd: string;
  hollandCd: string;
  valueCds: string[];
  jobExpln: string;
  workCn: string;
  prepCn: string;
  majors: string[];
  certs: string[];
  sbjcts: string[];
  relJobCds: string[];
  srcNote: string;
};

export const JOB_SEEDS: TJobSeed[] = [];
