import { hollandDistance, type THollandType } from '@portal/contract';
import { namesWithJosa, typeName, withJosa } from './crr-rcmdtn.words.js';

const PREFIX_WORDS = ['', '첫', '두', '세'] as const;

const commonPrefix = (a: THollandType[], b: THollandType[]) => {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k += 1;
  return k;
};

/**
 * Why a job's Holland code fits the student's, in one sentence: the same code, the same first
 * letters, the same strongest type, types both have, a neighbouring type on the hexagon, or how far apart they are.
 */
export function interestReason(student: THollandType[], job: THollandType[]): string | null {
  if (!student.length || !job.length) return null;
  const s = student.join('');
  const j = job.join('');
  const subject = `흥미 유형 ${withJosa(s, '와/과')} 직업의 ${j}`;
  const prefix = commonPrefix(student, job);
  if (prefix === student.length && prefix === job.length) return `${withJosa(subject, '이/가')} 같습니다.`;
  if (prefix >= 2) return `${withJosa(subject, '이/가')} 앞 ${PREFIX_WORDS[prefix]} 글자까지 같습니다.`;
  if (prefix === 1) return `${subject} 모두 ${namesWithJosa([typeName(job[0]!)], '이/가')} 가장 강합니다.`;
  const shared = job.filter((type) => student.includes(type));
  if (shared.length) return `${subject}에 ${namesWithJosa(shared.map(typeName), '이/가')} 함께 들어 있습니다.`;
  const lead = job[0]!;
  const neighbour = student.find((type) => hollandDistance(type, lead) === 1);
  if (neighbour) {
    return `직업의 대표 유형 ${namesWithJosa([typeName(lead)], '은/는')} 흥미 유형 ${s}의 ${namesWithJosa([typeName(neighbour)], '와/과')} 육각형에서 이웃합니다.`;
  }
  return `직업의 ${withJosa(j, '은/는')} 흥미 유형 ${withJosa(s, '와/과')} 육각형에서 조금 떨어져 있습니다.`;
}

/** The student's top values this job also names, in the student's order. */
export const valuesReason = (matchedNames: string[]): string | null =>
  matchedNames.length ? `중요하게 여기는 가치 ${namesWithJosa(matchedNames, '이/가')} 이 직업에서 중요합니다.` : null;

/** Why a small hall is shown: the recommended jobs among its related occupations. */
export const hallReason = (jobNms: string[]): string => `추천 직업 ${namesWithJosa(jobNms, '와/과')} 관련된 주제관입니다.`;
