import { ACNT_TYPE, MBR_TYPE_AUTHRT, SCHL_TYPE, USER_STTS, USER_TYPE } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { encryptTotpSecret, hashPassword } from '../auth/index.js';
import { mbr, mbrTrmsAgre, trms } from './member.table.js';

export const TRMS_EFFECTIVE_DATE = '2026-11-01';

/** The join agreements (spec §2 agreeDetail1, agreeDetail2, and the partner's two). */
export const SEED_TRMS = [
  {
    trmsCd: 'SVC_USE',
    trmsNm: '서비스 이용약관',
    trgtCd: 'SVC',
    sortSeq: 1,
    cn: `제1조(목적)
이 약관은 진로교육원(이하 '교육원')이 제공하는 진로교육포털 서비스의 이용 조건과 절차, 교육원과 회원의 권리·의무를 정합니다.

제2조(회원가입)
회원가입은 이 약관과 개인정보 수집·이용에 동의하고 본인인증을 마친 뒤 가입 신청서를 제출하여 이루어집니다. 만 14세 미만 아동은 법정대리인의 동의를 받아야 합니다.

제3조(회원의 의무)
회원은 아이디와 비밀번호를 스스로 관리하며, 다른 사람의 정보를 이용하거나 서비스 운영을 방해하여서는 안 됩니다.

제4조(서비스의 제공과 중지)
교육원은 진로검사, 진로체험 신청, 진로활동 기록, 게시판 등의 서비스를 제공하며, 점검 등 부득이한 사유가 있으면 미리 알리고 서비스를 중지할 수 있습니다.

제5조(탈퇴)
회원은 언제든지 마이페이지에서 탈퇴할 수 있으며, 교육원은 관계 법령에 따라 보관할 정보를 제외한 개인정보를 지체 없이 파기합니다.`,
  },
  {
    trmsCd: 'PRIV_COLCT',
    trmsNm: '개인정보 수집·이용 동의',
    trgtCd: 'SVC',
    sortSeq: 2,
    cn: `1. 수집·이용 목적: 회원 식별 및 가입 의사 확인, 진로교육 서비스 제공, 프로그램 신청·예약 관리, 민원 처리
2. 수집 항목: (필수) 아이디, 비밀번호, 이름, 생년월일, 회원 유형, 소속 학교·학년·반, 본인인증 연계정보 (선택) 휴대전화번호, 이메일, 주소
3. 보유·이용 기간: 회원 탈퇴 시까지 (관계 법령에 따른 보존 기간이 있으면 그 기간)
4. 동의를 거부할 권리: 동의를 거부할 수 있으나, 거부하면 회원가입이 제한됩니다.`,
  },
  {
    trmsCd: 'MAJUON_USE',
    trmsNm: '마주온 연계 서비스 이용약관',
    trgtCd: 'MAJUON',
    sortSeq: 1,
    cn: `제1조(목적)
이 약관은 협력 기관 누리집 '마주온'의 인증 정보로 진로교육포털에 가입하고 로그인하는 연계 서비스의 이용 조건을 정합니다.

제2조(연계 정보)
연계 가입 시 마주온이 확인한 이름과 식별값을 전달받으며, 이 정보는 계정 연결에만 사용합니다.`,
  },
  {
    trmsCd: 'MAJUON_PRIV',
    trmsNm: '마주온 연계 개인정보 제공 동의',
    trgtCd: 'MAJUON',
    sortSeq: 2,
    cn: `1. 제공받는 자: 진로교육원
2. 제공 항목: 마주온 회원 식별값, 이름
3. 목적: 연계 회원가입 및 로그인
4. 보유 기간: 연계 해제 또는 회원 탈퇴 시까지
5. 동의를 거부할 수 있으나, 거부하면 연계 가입이 제한됩니다.`,
  },
] as const;

export const DEMO_PASSWORD = 'Demo!2026';
/** README: the demo administrator's authenticator secret, demo mode only. */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The README's demo accounts (issue 3): all with DEMO_PASSWORD. */
export const DEMO_MEMBERS = [
  { userId: 'admin', userNm: '관리자', userTypeCd: 'A', mbrTypeAuthrt: 'AD01', admRoleCd: 'SUPER', brdt: '1980-03-15' },
  {
    userId: 'student1',
    userNm: '김학생',
    userTypeCd: 'S',
    mbrTypeAuthrt: 'ST01',
    brdt: '2012-05-10',
    schlTypeCd: 'MD01',
    schlCd: '9990004',
    schlNm: '진로중학교',
    grd: 2,
    clsNm: '3',
  },
  {
    userId: 'student2',
    userNm: '이고등',
    userTypeCd: 'S',
    mbrTypeAuthrt: 'ST02',
    brdt: '2009-09-21',
    schlTypeCd: 'HI01',
    schlCd: '9990006',
    schlNm: '진로고등학교',
    grd: 2,
    clsNm: '1',
  },
  {
    userId: 'teacher1',
    userNm: '박교사',
    userTypeCd: 'T',
    mbrTypeAuthrt: 'TC01',
    brdt: '1985-07-02',
    schlTypeCd: 'MD01',
    schlCd: '9990004',
    schlNm: '진로중학교',
  },
  { userId: 'member1', userNm: '최회원', userTypeCd: 'G', mbrTypeAuthrt: 'GN01', brdt: '1990-01-20' },
] as const;

const fromTable = (table: Readonly<Record<string, string>>) => Object.entries(table).map(([comCd, comCdNm]) => ({ comCd, comCdNm }));

export const memberSeeder: TSeeder = {
  name: 'member',
  codeGroups: [
    {
      comCdId: 'USER_TYPE',
      comCdNm: '사용자 유형',
      cdExpln: 'A는 관리자 영역, G·T·S는 사용자 영역을 씁니다',
      sortSeq: 1,
      childSysYn: 'Y',
      children: fromTable(USER_TYPE),
    },
    {
      comCdId: 'MBR_TYPE_AUTHRT',
      comCdNm: '회원 유형',
      cdExpln: 'ST01·ST02(학생)만 포인트를 봅니다',
      sortSeq: 2,
      childSysYn: 'Y',
      children: fromTable(MBR_TYPE_AUTHRT),
    },
    { comCdId: 'SCHL_TYPE', comCdNm: '학교급', cdExpln: '회원의 학교급(초·중·고)', sortSeq: 3, childSysYn: 'Y', children: fromTable(SCHL_TYPE) },
    { comCdId: 'ACNT_TYPE', comCdNm: '계정 유형', cdExpln: '회원 관리 목록의 계정 구분', sortSeq: 6, childSysYn: 'Y', children: fromTable(ACNT_TYPE) },
    { comCdId: 'USER_STTS', comCdNm: '회원 상태', cdExpln: '회원 계정의 상태', sortSeq: 8, childSysYn: 'Y', children: fromTable(USER_STTS) },
  ],
  async base(tx) {
    await tx
      .insert(trms)
      .values(SEED_TRMS.map((t) => ({ ...t, trmsVer: 1, effectiveDate: TRMS_EFFECTIVE_DATE })))
      .onConflictDoNothing();
  },
  async demo(tx, { secret }) {
    const pswdHash = await hashPassword(DEMO_PASSWORD);
    const totpSecretEnc = encryptTotpSecret(secret, DEMO_ADMIN_TOTP_SECRET);
    const inserted = await tx
      .insert(mbr)
      .values(
        DEMO_MEMBERS.map((m) => ({
          ...m,
          pswdHash,
          pswdChgAt: sql`now()`,
          totpSecretEnc: m.userTypeCd === 'A' ? totpSecretEnc : null,
          totpLastStep: m.userTypeCd === 'A' ? 0 : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: mbr.userId });
    if (inserted.length === 0) return;
    await tx
      .insert(mbrTrmsAgre)
      .values(
        inserted.flatMap(({ userId }) =>
          SEED_TRMS.filter((t) => t.trgtCd === 'SVC').map((t) => ({ userId, trmsCd: t.trmsCd, trmsVer: 1, agreYn: 'Y' as const })),
        ),
      )
      .onConflictDoNothing();
  },
};
