import type { TSeeder } from '../../db/seeder.js';
import { seedCrrBooksWhenEmpty, type TCrrBookWrite } from './crr-book.repo.js';

type TDemoBook = Omit<TCrrBookWrite, 'coverPath' | 'coverAlt' | 'useYn'>;

/** Demo career books (fictional titles, authors and publishers; ISBNs with valid check digits). */
export const DEMO_BOOKS: TDemoBook[] = [
  {
    bookNm: '꿈을 찾는 열네 살의 진로 수업',
    authorNm: '김하늘',
    pblshrNm: '푸른나무출판',
    pblcnYr: 2023,
    isbn: '9791190001014',
    sumry:
      '중학교 진로 교사가 1년 동안 학생들과 나눈 진로 수업을 엮었습니다.\n좋아하는 것과 잘하는 것을 구분해 보고, 나만의 진로 지도를 그려 보는 활동이 담겨 있습니다.',
    relatedJobs: ['진로상담사', '교사'],
    trgtSchlTypeCds: ['MD01'],
    sortSeq: 1,
  },
  {
    bookNm: '미래 직업 지도 2030',
    authorNm: '이도윤',
    pblshrNm: '새길북스',
    pblcnYr: 2024,
    isbn: '9791190001021',
    sumry: '인공지능, 기후 위기, 고령화가 바꿀 일의 모습을 살펴보고 앞으로 주목받을 직업 40가지를 소개합니다.',
    relatedJobs: ['데이터 과학자', '로봇공학자', '기후변화 전문가'],
    trgtSchlTypeCds: ['MD01', 'HI01'],
    sortSeq: 2,
  },
  {
    bookNm: '과학자가 되고 싶은 너에게',
    authorNm: '박서연',
    pblshrNm: '별빛출판사',
    pblcnYr: 2022,
    isbn: '9791190001038',
    sumry: '생명과학 연구원이 들려주는 실험실의 하루. 질문하는 습관이 어떻게 과학자의 길로 이어지는지 쉽게 풀어 썼습니다.',
    relatedJobs: ['연구원', '과학 교사', '생명공학자'],
    trgtSchlTypeCds: ['EL01', 'MD01'],
    sortSeq: 3,
  },
  {
    bookNm: '코딩으로 여는 내일',
    authorNm: '최민준',
    pblshrNm: '한빛누리',
    pblcnYr: 2024,
    isbn: '9791190001045',
    sumry: '게임 개발자, 앱 개발자, 보안 전문가 등 소프트웨어 분야에서 일하는 사람들의 이야기와 준비 방법을 담았습니다.',
    relatedJobs: ['소프트웨어 개발자', '게임 개발자', '정보보안 전문가'],
    trgtSchlTypeCds: ['MD01', 'HI01'],
    sortSeq: 4,
  },
  {
    bookNm: '손으로 만드는 직업 이야기',
    authorNm: '정유진',
    pblshrNm: '다온책방',
    pblcnYr: 2021,
    isbn: null,
    sumry: '목수, 제과제빵사, 도예가처럼 손으로 무언가를 만드는 사람들을 찾아가 인터뷰한 그림책입니다.',
    relatedJobs: ['목수', '제과제빵사', '공예가'],
    trgtSchlTypeCds: ['EL01'],
    sortSeq: 5,
  },
  {
    bookNm: '사람을 돕는 일',
    authorNm: '한지우',
    pblshrNm: '마음결',
    pblcnYr: 2020,
    isbn: '9791190001052',
    sumry: '간호사, 사회복지사, 상담심리사가 현장에서 겪은 일과 보람을 들려주며 돌봄 직업의 세계를 안내합니다.',
    relatedJobs: ['간호사', '사회복지사', '상담심리사'],
    trgtSchlTypeCds: ['HI01'],
    sortSeq: 6,
  },
  {
    bookNm: '그림 그리는 직업들',
    authorNm: '윤소희',
    pblshrNm: '알록달록',
    pblcnYr: 2023,
    isbn: '9791190001069',
    sumry: '일러스트레이터, 웹툰 작가, 애니메이터의 작업 과정을 따라가며 그림으로 일하는 방법을 소개합니다.',
    relatedJobs: ['일러스트레이터', '웹툰 작가', '애니메이터'],
    trgtSchlTypeCds: ['EL01', 'MD01'],
    sortSeq: 7,
  },
  {
    bookNm: '지구를 지키는 직업',
    authorNm: '강태오',
    pblshrNm: '초록별출판',
    pblcnYr: 2025,
    isbn: null,
    sumry: '기후 위기 시대에 환경을 지키는 일을 하는 사람들. 환경공학자부터 기상연구원까지 초록 직업을 만나 봅니다.',
    relatedJobs: ['환경공학자', '기상연구원', '자원순환 전문가'],
    trgtSchlTypeCds: ['EL01', 'MD01', 'HI01'],
    sortSeq: 8,
  },
  {
    bookNm: '나의 첫 창업 노트',
    authorNm: '서지호',
    pblshrNm: '내일출판',
    pblcnYr: 2024,
    isbn: '9791190001076',
    sumry: '고등학생 창업 동아리의 1년을 따라가며 아이디어를 사업 계획으로 바꾸는 과정을 정리했습니다.',
    relatedJobs: ['창업가', '마케터', '상품기획자'],
    trgtSchlTypeCds: ['HI01'],
    sortSeq: 9,
  },
];

/** Demo data only: the books; their drawn covers are crr-book.demo-images.ts. */
export const crrBookSeeder: TSeeder = {
  name: 'crr-book',
  userMenus: [{ id: 'M0504', up: 'M05', sort: 4, nm: '진로 도서', url: '/infoGd/crrBook' }],
  adminMenus: [{ id: 'A0604', up: 'A06', sort: 4, nm: '진로 도서', url: '/admin/crrBookMng' }],
  async demo(tx) {
    await seedCrrBooksWhenEmpty(
      tx,
      DEMO_BOOKS.map((book) => ({ ...book, coverFileId: null, coverAlt: `${book.bookNm} 표지`, useYn: 'Y' })),
    );
  },
};
