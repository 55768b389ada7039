/**
 * Demo contents of the library (issue 20): published ones of every kind, one video with its
 * transcript, one draft and one scheduled for next month. `daysAgo`: published that many days
 * before the seeding (negative: after it).
 */
export type TDemoConts = {
  contsTtl: string;
  contsKndCd: 'VIDEO' | 'DOC' | 'WKSHT' | 'LINK' | 'HALL';
  contsSmry: string;
  contsCn: string;
  vdoUrl?: string;
  vdoTrnscr?: string;
  schlLvls: string[];
  clsfCds: string[];
  sttsCd: 'DRAFT' | 'PBLC';
  daysAgo?: number;
  inqCnt?: number;
};

export const DEMO_CONTS: TDemoConts[] = [
  {
    contsTtl: '나를 알아가는 첫걸음: 흥미와 강점 찾기',
    contsKndCd: 'WKSHT',
    contsSmry: '좋아하는 일과 잘하는 일을 나누어 적어 보며 나의 흥미와 강점을 발견하는 활동지입니다.',
    contsCn:
      '<h3>활동 목표</h3><p>내가 좋아하는 일과 잘하는 일을 구분하여 적고, 친구의 시선으로 본 나의 강점을 함께 정리합니다.</p><h3>활동 순서</h3><ol><li>최근 한 달 동안 즐거웠던 순간 다섯 가지 적기</li><li>칭찬받은 경험 떠올리기</li><li>모둠 친구에게 나의 강점 한 가지 듣기</li></ol>',
    schlLvls: ['EL01', 'MD01'],
    clsfCds: ['AREA01', 'THEME03'],
    sttsCd: 'PBLC',
    daysAgo: 60,
    inqCnt: 128,
  },
  {
    contsTtl: '미래 사회와 신직업: 인공지능 시대의 일',
    contsKndCd: 'VIDEO',
    contsSmry: '인공지능과 로봇이 바꾸는 일의 모습과 새롭게 생겨나는 직업을 소개하는 10분 영상입니다.',
    contsCn:
      '<p>인공지능 기술이 산업 현장에 들어오면서 사라지는 일과 새로 생기는 일을 사례로 살펴봅니다.</p><p>영상을 본 뒤 관심 있는 신직업 하나를 골라 하는 일과 필요한 역량을 조사해 보세요.</p>',
    vdoUrl: 'https://www.youtube.com/watch?v=aircAruvnKk',
    vdoTrnscr:
      '안녕하세요. 오늘은 인공지능이 바꾸는 일의 세계를 살펴보겠습니다. 공장에서는 로봇이 반복 작업을 맡고, 사람은 로봇을 관리하고 개선하는 일을 합니다. 데이터 분석가, 인공지능 윤리 전문가, 로봇 유지보수 기술자처럼 새로운 직업도 생겨나고 있습니다. 변화 속에서도 문제를 정의하고 다른 사람과 협력하는 능력은 더욱 중요해집니다.',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA02', 'THEME01', 'JOB05'],
    sttsCd: 'PBLC',
    daysAgo: 45,
    inqCnt: 342,
  },
  {
    contsTtl: '진로 의사결정 연습: 선택의 기준 세우기',
    contsKndCd: 'WKSHT',
    contsSmry: '여러 진로 대안을 비교할 때 나에게 중요한 기준을 정하고 점수를 매겨 보는 의사결정 활동지입니다.',
    contsCn:
      '<p>진로를 선택할 때 흥미, 적성, 가치관, 환경을 기준으로 대안을 비교합니다.</p><ul><li>대안 세 가지 적기</li><li>기준별 중요도 정하기</li><li>점수를 합산하고 결과 돌아보기</li></ul>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA04', 'THEME03'],
    sttsCd: 'PBLC',
    daysAgo: 40,
    inqCnt: 97,
  },
  {
    contsTtl: '학과 탐색 안내서: 공학 계열 한눈에 보기',
    contsKndCd: 'DOC',
    contsSmry: '기계, 전자, 컴퓨터, 화학공학 등 공학 계열 학과에서 배우는 내용과 졸업 후 진로를 정리한 자료입니다.',
    contsCn: '<p>공학 계열 주요 학과의 교육 과정과 관련 자격, 진출 분야를 표로 정리했습니다.</p><p>고등학교 선택 과목과의 연계도 함께 확인해 보세요.</p>',
    schlLvls: ['HI01'],
    clsfCds: ['AREA03', 'THEME02', 'JOB05'],
    sttsCd: 'PBLC',
    daysAgo: 35,
    inqCnt: 210,
  },
  {
    contsTtl: '보건·의료 분야 직업 탐색',
    contsKndCd: 'DOC',
    contsSmry: '간호사, 임상병리사, 물리치료사 등 보건·의료 분야 직업의 하는 일과 되는 길을 소개합니다.',
    contsCn: '<p>보건·의료 분야는 사람의 건강을 지키는 다양한 직업으로 이루어져 있습니다.</p><p>직업별 필요한 학과와 면허, 근무 환경을 비교해 봅니다.</p>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA02', 'JOB03', 'HALL02'],
    sttsCd: 'PBLC',
    daysAgo: 30,
    inqCnt: 154,
  },
  {
    contsTtl: '미래기술관 관람 안내: 인공지능·로봇·드론',
    contsKndCd: 'HALL',
    contsSmry: '미래기술관의 세 체험실에서 무엇을 보고 해 볼 수 있는지, 관람 전후 활동과 함께 안내합니다.',
    contsCn:
      '<p>미래기술관은 2층 201~205호에 있습니다. 인공지능, 로봇, 드론 체험실을 차례로 둘러봅니다.</p><p>관람 전 궁금한 점을 적어 오고, 관람 후 관련 직업을 하나씩 찾아보세요.</p>',
    schlLvls: ['EL01', 'MD01', 'HI01'],
    clsfCds: ['AREA03', 'THEME01', 'HALL01'],
    sttsCd: 'PBLC',
    daysAgo: 28,
    inqCnt: 88,
  },
  {
    contsTtl: '창업가 정신 기르기: 우리 동네 문제 해결 아이디어',
    contsKndCd: 'WKSHT',
    contsSmry: '생활 속 불편함을 찾아 해결 아이디어를 내고 간단한 사업 계획으로 발전시켜 보는 모둠 활동지입니다.',
    contsCn:
      '<p>우리 동네의 불편한 점을 관찰하고, 이를 해결할 제품이나 서비스를 구상합니다.</p><p>모둠별로 고객, 가치, 실행 방법을 한 장으로 정리해 발표합니다.</p>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA04', 'THEME04', 'JOB01'],
    sttsCd: 'PBLC',
    daysAgo: 21,
    inqCnt: 63,
  },
  {
    contsTtl: '청소년 노동 인권 길잡이',
    contsKndCd: 'DOC',
    contsSmry: '아르바이트를 하기 전에 알아야 할 근로계약서, 최저임금, 휴식 시간 등 청소년 노동 인권의 기본을 설명합니다.',
    contsCn:
      '<p>일을 시작하기 전 근로계약서를 쓰고 한 부를 받아 두어야 합니다.</p><p>임금, 근로 시간, 휴게 시간에 관한 기본 권리와 도움을 받을 수 있는 곳을 안내합니다.</p>',
    schlLvls: ['HI01'],
    clsfCds: ['AREA01', 'THEME05'],
    sttsCd: 'PBLC',
    daysAgo: 18,
    inqCnt: 176,
  },
  {
    contsTtl: '커리어넷 직업정보 활용하기',
    contsKndCd: 'LINK',
    contsSmry: '국가 진로교육 포털 커리어넷의 직업정보와 학과정보를 진로 탐색 수업에서 활용하는 방법을 안내합니다.',
    contsCn:
      '<p>커리어넷에서 관심 직업을 검색하고 하는 일, 준비 방법, 관련 학과를 정리해 봅니다.</p><p><a href="https://www.career.go.kr" target="_blank" rel="noopener noreferrer">커리어넷 바로 가기(새 창)</a></p>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA03', 'THEME02'],
    sttsCd: 'PBLC',
    daysAgo: 14,
    inqCnt: 45,
  },
  {
    contsTtl: '문화예술관 체험: 디자이너와 방송인의 하루',
    contsKndCd: 'HALL',
    contsSmry: '문화예술관에서 디자인과 방송 제작 과정을 체험하며 문화·예술 분야 직업을 알아보는 안내 자료입니다.',
    contsCn: '<p>문화예술관에서는 시각 디자인, 영상 편집, 방송 진행을 직접 해 볼 수 있습니다.</p><p>체험 후 가장 흥미로웠던 역할과 그 이유를 적어 보세요.</p>',
    schlLvls: ['EL01', 'MD01'],
    clsfCds: ['AREA02', 'JOB04', 'HALL03'],
    sttsCd: 'PBLC',
    daysAgo: 10,
    inqCnt: 71,
  },
  {
    contsTtl: '초등 진로 그림책 수업: 꿈을 그리는 나무',
    contsKndCd: 'DOC',
    contsSmry: '그림책을 함께 읽고 나의 꿈을 나무 그림으로 표현하는 초등학생 진로 수업 지도안입니다.',
    contsCn:
      '<p>그림책을 읽고 주인공이 꿈을 찾아가는 과정을 이야기 나눕니다.</p><p>뿌리에는 좋아하는 것, 줄기에는 잘하는 것, 열매에는 되고 싶은 모습을 그려 봅니다.</p>',
    schlLvls: ['EL01'],
    clsfCds: ['AREA01', 'THEME03', 'JOB02'],
    sttsCd: 'PBLC',
    daysAgo: 7,
    inqCnt: 39,
  },
  {
    contsTtl: '디지털 진로 포트폴리오 만들기',
    contsKndCd: 'WKSHT',
    contsSmry: '진로 활동 기록을 모아 나만의 디지털 포트폴리오로 정리하는 방법을 단계별로 안내하는 활동지입니다.',
    contsCn:
      '<p>진로 체험, 검사 결과, 독서 기록을 한곳에 모아 성장 과정을 보여 주는 포트폴리오를 만듭니다.</p><p>개인정보가 드러나지 않도록 공개 범위를 정하는 방법도 함께 익힙니다.</p>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA04', 'THEME06'],
    sttsCd: 'PBLC',
    daysAgo: 3,
    inqCnt: 22,
  },
  {
    contsTtl: '사회복지 분야 직업 인터뷰 모음',
    contsKndCd: 'DOC',
    contsSmry: '사회복지사, 청소년지도사, 직업상담사가 들려주는 일의 보람과 어려움을 인터뷰로 정리한 자료입니다.',
    contsCn: '<p>사람을 돕는 일을 하는 세 직업인의 인터뷰를 읽고, 직업 가치관을 비교해 봅니다.</p>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA02', 'JOB06'],
    sttsCd: 'DRAFT',
  },
  {
    contsTtl: '생명과학관 여름 특별 전시 안내',
    contsKndCd: 'HALL',
    contsSmry: '생명과학관의 유전공학·환경생태 특별 전시와 연계 진로 활동을 소개합니다. 다음 달에 공개됩니다.',
    contsCn: '<p>유전공학 실험 체험과 환경·생태 관찰 활동을 통해 생명과학 분야 직업을 탐색합니다.</p>',
    schlLvls: ['MD01', 'HI01'],
    clsfCds: ['AREA03', 'JOB03', 'HALL02'],
    sttsCd: 'PBLC',
    daysAgo: -30,
  },
];
