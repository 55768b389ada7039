import type { TBmnexhlWrite } from './bmnexhl.repo.js';
import type { TSmnexhlWrite } from './smnexhl.repo.js';

type TDemoSmnexhl = Omit<TSmnexhlWrite, 'sortSeq' | 'useYn'>;
type TDemoBmnexhl = Omit<TBmnexhlWrite, 'sortSeq' | 'useYn'> & { smnexhls: TDemoSmnexhl[] };

/**
 * Demo halls of the centre: three big halls on the floors of the base floor guide (1층-3층),
 * each with its small halls. Their pictures are DEMO_HALL_IMAGES.
 */
export const DEMO_HALLS: TDemoBmnexhl[] = [
  {
    bmnexhlNm: '미래기술관',
    bmnexhlExpln:
      '인공지능, 로봇, 드론처럼 빠르게 변화하는 미래 기술 분야의 직업을 체험하는 주제관입니다.\n학생들은 기술이 우리 생활을 어떻게 바꾸는지 살펴보고, 직접 만들고 조작해 보며 관련 직무를 탐색합니다.',
    flrNm: '2층',
    plcNm: '201~205호',
    imageFileId: null,
    imageAlt: '회로 기판과 톱니바퀴로 표현한 미래기술관 상징 그림',
    linkUrl: null,
    smnexhls: [
      {
        smnexhlNm: '인공지능',
        smnexhlExpln: '컴퓨터가 데이터를 학습해 판단하는 원리를 알아보고, 인공지능이 쓰이는 직업 현장을 체험합니다.',
        dutyCrs: ['인공지능 엔지니어', '데이터 과학자', '머신러닝 연구원', '인공지능 윤리 전문가'],
        actvCn: '이미지 분류 모델 학습시키기\n챗봇 대화 설계해 보기\n생활 속 인공지능 사례 토론',
        imageFileId: null,
        imageAlt: '신경망 연결선으로 표현한 인공지능 그림',
        linkUrl: 'https://www.career.go.kr',
      },
      {
        smnexhlNm: '로봇',
        smnexhlExpln: '센서와 모터로 움직이는 로봇의 구조를 익히고, 간단한 명령으로 로봇을 움직여 봅니다.',
        dutyCrs: ['로봇공학자', '로봇 제어 엔지니어', '메카트로닉스 기술자'],
        actvCn: '교육용 로봇 조립하기\n블록 코딩으로 장애물 피하기 미션 수행',
        imageFileId: null,
        imageAlt: '안테나가 달린 로봇 얼굴 그림',
        linkUrl: null,
      },
      {
        smnexhlNm: '드론',
        smnexhlExpln: '드론의 비행 원리와 안전 수칙을 배우고, 시뮬레이터로 비행과 항공 촬영을 체험합니다.',
        dutyCrs: ['드론 조종사', '드론 개발자', '항공촬영 전문가', '공간정보 전문가'],
        actvCn: '드론 비행 시뮬레이터 체험\n항공 사진으로 지도 만들기',
        imageFileId: null,
        imageAlt: '프로펠러 네 개가 달린 드론 그림',
        linkUrl: null,
      },
    ],
  },
  {
    bmnexhlNm: '생명과학관',
    bmnexhlExpln: '생명과 건강, 환경을 다루는 과학 분야의 직업을 체험하는 주제관입니다.\n실험과 관찰을 통해 생명과학자의 일하는 방식을 경험합니다.',
    flrNm: '3층',
    plcNm: '301~303호',
    imageFileId: null,
    imageAlt: '이중나선 DNA와 잎사귀로 표현한 생명과학관 상징 그림',
    linkUrl: null,
    smnexhls: [
      {
        smnexhlNm: '유전공학',
        smnexhlExpln: 'DNA의 구조와 유전 정보를 알아보고, 바이오 기술이 의약품과 식량 문제에 어떻게 쓰이는지 탐구합니다.',
        dutyCrs: ['유전공학자', '생명정보학자', '바이오의약품 연구원'],
        actvCn: '브로콜리에서 DNA 추출하기\n유전 형질 퍼즐 풀기',
        imageFileId: null,
        imageAlt: '이중나선 DNA 그림',
        linkUrl: null,
      },
      {
        smnexhlNm: '의료·보건',
        smnexhlExpln: '병원과 보건 현장에서 일하는 사람들의 역할을 알아보고 기초 의료 장비를 체험합니다.',
        dutyCrs: ['의사', '간호사', '임상병리사', '의료기기 개발자'],
        actvCn: '청진기로 심장 소리 듣기\n심폐소생술 기본 실습',
        imageFileId: null,
        imageAlt: '십자 표시와 심전도 선이 있는 의료 그림',
        linkUrl: null,
      },
      {
        smnexhlNm: '환경·생태',
        smnexhlExpln: '기후 변화와 생태계의 관계를 살펴보고 환경을 지키는 직업을 탐색합니다.',
        dutyCrs: ['환경공학자', '생태 연구원', '기후변화 전문가'],
        actvCn: '수질 측정 키트로 물 검사하기\n우리 동네 탄소 발자국 계산하기',
        imageFileId: null,
        imageAlt: '지구 위에 새싹이 자라는 그림',
        linkUrl: null,
      },
    ],
  },
  {
    bmnexhlNm: '문화예술관',
    bmnexhlExpln: '디자인, 공연, 미디어 등 창의성을 바탕으로 하는 문화예술 분야의 직업을 체험하는 주제관입니다.',
    flrNm: '1층',
    plcNm: '101~102호',
    imageFileId: null,
    imageAlt: '팔레트와 음표로 표현한 문화예술관 상징 그림',
    linkUrl: null,
    smnexhls: [
      {
        smnexhlNm: '디자인',
        smnexhlExpln: '생활 속 디자인의 역할을 알아보고, 사용자를 생각하는 디자인 과정을 체험합니다.',
        dutyCrs: ['시각디자이너', 'UX 디자이너', '제품 디자이너'],
        actvCn: '나만의 로고 디자인하기\n앱 화면 종이 시제품 만들기',
        imageFileId: null,
        imageAlt: '연필과 자, 색 견본 그림',
        linkUrl: null,
      },
      {
        smnexhlNm: '공연·미디어',
        smnexhlExpln: '무대와 영상 제작 현장의 다양한 직업을 알아보고 촬영과 편집을 체험합니다.',
        dutyCrs: ['배우', '음향 엔지니어', '영상 편집자', '공연 기획자'],
        actvCn: '1분 홍보 영상 촬영과 편집\n무대 조명·음향 조작 체험',
        imageFileId: null,
        imageAlt: '영화 필름과 마이크 그림',
        linkUrl: null,
      },
    ],
  },
];

/** The demo halls' pictures (apps/server/demo/mnexhl), by big hall name; mnexhl.demo-images.ts stores them. */
export const DEMO_BMNEXHL_IMAGES: Record<string, string> = {
  미래기술관: 'future-tech.png',
  생명과학관: 'life-science.png',
  문화예술관: 'culture-art.png',
};

/** The demo small halls' pictures, by small hall name. */
export const DEMO_SMNEXHL_IMAGES: Record<string, string> = {
  인공지능: 'ai.png',
  로봇: 'robot.png',
  드론: 'drone.png',
  유전공학: 'genetics.png',
  '의료·보건': 'medical.png',
  '환경·생태': 'ecology.png',
  디자인: 'design.png',
  '공연·미디어': 'media.png',
};
