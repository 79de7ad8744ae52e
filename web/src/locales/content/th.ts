/**
 * The content pages' texts (the `content` namespace), Thai: the default and fallback language,
 * and the source of the key set (checked by locales.test.ts and `ContentResource`). Loaded with
 * the about us, rules, terms, privacy, cookies, help, articles and landing pages (docs/content.md).
 * The pages' own words come from the server, in the agent's languages.
 */
export const th = {
  loading: 'กำลังโหลดเนื้อหา…',
  loadFailed: 'โหลดเนื้อหานี้ไม่สำเร็จ',
  updated: 'อัปเดตล่าสุด {{date}}',
  published: 'เผยแพร่ {{date}}',
  otherLanguage: 'ยังไม่มีฉบับภาษานี้ แสดงฉบับ{{language}}แทน',
  languages: {
    th: 'ภาษาไทย',
    en: 'ภาษาอังกฤษ',
    vi: 'ภาษาเวียดนาม',
  },
  help: {
    questions: 'คำถามที่พบบ่อย',
    empty: 'ยังไม่มีคำถามในตอนนี้',
    all: 'ดูคำถามทั้งหมด',
  },
  articles: {
    empty: 'ยังไม่มีบทความในตอนนี้',
    read: 'อ่านต่อ',
    back: 'บทความทั้งหมด',
    notFound: 'ไม่พบบทความนี้ อาจถูกนำออกไปแล้ว',
    prev: 'ก่อนหน้า',
    next: 'ถัดไป',
    pageInfo: 'หน้า {{page}} จาก {{total}}',
    pages: 'หน้าของบทความ',
  },
  landing: {
    play: 'ไปเล่นเกม',
    highlights: 'ทำไมต้องเล่นกับเรา',
    adults: '18+ สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น เล่นอย่างรับผิดชอบ',
  },
};
