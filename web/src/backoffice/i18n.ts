import { useCallback } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The back office's own texts (Thai default, English). Kept apart from the player site's
 * locales: staff pages have their own language choice and never change the player's.
 * Placeholders are `{name}`.
 */
const th = {
  'app.title': 'ระบบหลังบ้าน',
  'app.skip': 'ข้ามไปยังเนื้อหา',
  'app.loading': 'กำลังโหลด…',
  'app.retry': 'ลองอีกครั้ง',
  'app.cancel': 'ยกเลิก',
  'app.back': 'ย้อนกลับ',
  'app.empty': 'ไม่มีข้อมูล',
  'app.dismiss': 'ปิดข้อความ',
  'app.errorTitle': 'เกิดข้อผิดพลาด',
  'app.errorText': 'หน้านี้แสดงผลไม่ได้ กรุณาลองใหม่อีกครั้ง',

  'lang.label': 'ภาษา',
  'lang.switch': 'เปลี่ยนภาษาเป็น English',

  'nav.label': 'เมนูหลังบ้าน',
  'nav.queue': 'รายการรอดำเนินการ',
  'nav.players': 'ผู้เล่น',
  'nav.audit': 'บันทึกการทำงาน',
  'header.staff': 'พนักงาน',
  'header.agent': 'เอเย่นต์',
  'header.logout': 'ออกจากระบบ',
  'live.live': 'สด',
  'live.connecting': 'กำลังเชื่อมต่อ',
  'live.offline': 'ออฟไลน์',
  'live.liveTitle': 'รับรายการใหม่ทันที',
  'live.offlineTitle': 'ขาดการเชื่อมต่อสด รีเฟรชทุก 15 วินาที',

  'login.title': 'เข้าสู่ระบบหลังบ้าน',
  'login.subtitle': 'สำหรับพนักงานของเอเย่นต์เท่านั้น',
  'login.username': 'ชื่อผู้ใช้',
  'login.password': 'รหัสผ่าน',
  'login.submit': 'เข้าสู่ระบบ',
  'login.usernameRequired': 'กรุณากรอกชื่อผู้ใช้',
  'login.passwordRequired': 'กรุณากรอกรหัสผ่าน',
  'login.sessionEnded': 'เซสชันหมดอายุหรือถูกยกเลิก กรุณาเข้าสู่ระบบอีกครั้ง',

  'queue.title': 'รายการรอดำเนินการ',
  'queue.subtitle': 'ฝากและถอนที่รอพนักงานตรวจสอบ',
  'queue.refresh': 'รีเฟรช',
  'queue.filter': 'ประเภทรายการ',
  'queue.all': 'ทั้งหมด',
  'queue.deposits': 'ฝาก',
  'queue.withdrawals': 'ถอน',
  'queue.empty': 'ไม่มีรายการรอดำเนินการ',
  'queue.time': 'เวลา',
  'queue.player': 'ผู้เล่น',
  'queue.type': 'ประเภท',
  'queue.amount': 'จำนวนเงิน',
  'queue.channel': 'ช่องทาง',
  'queue.account': 'บัญชี',
  'queue.toAgentAccount': 'เข้าบัญชีเอเย่นต์',
  'queue.toPlayerAccount': 'โอนเข้าบัญชีผู้เล่น',
  'queue.age': 'อายุรายการ',
  'queue.actions': 'จัดการ',
  'queue.expiresIn': 'หมดอายุ {when}',
  'queue.expired': 'หมดเวลาแล้ว',
  'queue.credit': 'เติมเครดิต',
  'queue.pay': 'จ่ายแล้ว',
  'queue.reject': 'ปฏิเสธ',
  'queue.approveLabel': '{action} รายการ #{id} ของ {username}',
  'queue.rejectLabel': 'ปฏิเสธรายการ #{id} ของ {username}',
  'queue.credited': 'เติมเครดิต {amount} ให้ {username} แล้ว',
  'queue.paid': 'บันทึกการจ่าย {amount} ให้ {username} แล้ว',
  'queue.rejected': 'ปฏิเสธรายการ #{id} ของ {username} แล้ว',
  'queue.alreadyHandled': 'รายการ #{id} ถูกดำเนินการไปแล้ว รายการได้รับการรีเฟรชแล้ว',
  'queue.rejectTitle': 'ปฏิเสธรายการ #{id}',
  'queue.rejectText': '{type} {amount} ของ {username}',
  'queue.rejectReason': 'เหตุผล',
  'queue.rejectReasonHint': 'ผู้เล่นจะเห็นเหตุผลนี้',
  'queue.rejectReasonRequired': 'กรุณาระบุเหตุผล',
  'queue.rejectConfirm': 'ยืนยันการปฏิเสธ',
  'queue.withdrawHeld': 'เครดิตที่กันไว้จะคืนให้ผู้เล่น',

  'type.DEPOSIT': 'ฝาก',
  'type.WITHDRAW': 'ถอน',
  'channel.BANK': 'ธนาคาร',
  'channel.TRUEMONEY': 'ทรูมันนี่',
  'channel.GATEWAY': 'เกตเวย์',

  'status.0000': 'ทำรายการสำเร็จ',
  'status.0001': 'รอดำเนินการ',
  'status.0002': 'รายการล้มเหลว กรุณาติดต่อแอดมิน',
  'status.0003': 'รายการไม่ถูกต้อง',
  'status.0004': 'ยกเลิกรายการ',
  'status.0005': 'รายการหมดอายุ',
  'status.1001': 'ยึดเครดิต',
  'status.1002': 'บัญชีถูกระงับ',
  'status.9999': 'เกิดข้อผิดพลาด',
  'status.2000': 'กำลังเติมเครดิตเข้าเกม',
  'status.0009': 'รอโปรโมชั่นสิ้นสุด',

  'players.title': 'ผู้เล่น',
  'players.subtitle': 'ค้นหาด้วยชื่อผู้ใช้หรือเบอร์โทรศัพท์',
  'players.search': 'ค้นหาผู้เล่น',
  'players.searchPlaceholder': 'ชื่อผู้ใช้ หรือ เบอร์โทรศัพท์',
  'players.username': 'ชื่อผู้ใช้',
  'players.tel': 'เบอร์โทรศัพท์',
  'players.credit': 'เครดิต',
  'players.createdAt': 'สมัครเมื่อ',
  'players.none': 'ไม่พบผู้เล่น',
  'players.open': 'ดูรายละเอียด {username}',

  'player.back': 'กลับไปหน้าผู้เล่น',
  'player.wallet': 'กระเป๋าเงิน',
  'player.creditBalance': 'เครดิตคงเหลือ',
  'player.cashBalance': 'เงินสดคงเหลือ',
  'player.creditIn': 'เครดิตเข้า',
  'player.creditOut': 'เครดิตออก',
  'player.bankAccount': 'บัญชีธนาคาร',
  'player.noBankAccount': 'ยังไม่มีบัญชีธนาคาร',
  'player.transactions': 'รายการฝากถอน',
  'player.ledger': 'สมุดบัญชี',
  'player.status': 'สถานะ',
  'player.reason': 'เหตุผล',
  'player.kind': 'ประเภท',
  'player.ledgerAccount': 'บัญชี',
  'player.balanceAfter': 'ยอดหลังรายการ',
  'player.reference': 'อ้างอิง',
  'player.memo': 'บันทึก',
  'player.tel': 'เบอร์โทรศัพท์',
  'player.name': 'ชื่อ',
  'player.createdAt': 'สมัครเมื่อ',
  'player.accountStatus': 'สถานะบัญชี',

  'adjust.title': 'ปรับเครดิตด้วยมือ',
  'adjust.text': 'จำนวนบวกเพิ่มเครดิต จำนวนลบหักเครดิต ทุกการปรับจะถูกบันทึก',
  'adjust.amount': 'จำนวน (+/−)',
  'adjust.amountHint': 'เช่น 100 หรือ -50.25',
  'adjust.reason': 'เหตุผล',
  'adjust.review': 'ตรวจสอบ',
  'adjust.confirmTitle': 'ยืนยันการปรับเครดิต',
  'adjust.confirmAdd': 'เพิ่มเครดิต {amount} ให้ {username}',
  'adjust.confirmDeduct': 'หักเครดิต {amount} จาก {username}',
  'adjust.confirm': 'ยืนยัน',
  'adjust.edit': 'แก้ไข',
  'adjust.done': 'ปรับเครดิตแล้ว ยอดคงเหลือ {balance}',
  'adjust.amountRequired': 'กรุณากรอกจำนวน',
  'adjust.amountInvalid': 'จำนวนต้องเป็นตัวเลข ไม่เกินทศนิยม 2 ตำแหน่ง และไม่เป็น 0',
  'adjust.reasonRequired': 'กรุณาระบุเหตุผล',
  'adjust.retryNote': 'ลองอีกครั้งได้อย่างปลอดภัย รายการเดิมจะไม่ถูกทำซ้ำ',

  'audit.title': 'บันทึกการทำงาน',
  'audit.subtitle': 'การกระทำของพนักงานทั้งหมดของเอเย่นต์',
  'audit.time': 'เวลา',
  'audit.staff': 'พนักงาน',
  'audit.action': 'การกระทำ',
  'audit.target': 'เป้าหมาย',
  'audit.detail': 'รายละเอียด',

  'error.0000': 'ข้อมูลไม่ถูกต้อง',
  'error.0003': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  'error.0004': 'บัญชีนี้ถูกปิดใช้งาน',
  'error.0005': 'บัญชีนี้ถูกระงับ',
  'error.0035': 'ไม่มีสิทธิ์ทำรายการนี้',
  'error.0036': 'พยายามเข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  'error.0040': 'ไม่พบข้อมูล',
  'error.0050': 'ยอดเงินไม่เพียงพอ',
  'error.0051': 'รายการนี้ถูกดำเนินการไปแล้ว',
  'error.0056': 'คำขอซ้ำกับรายการอื่น กรุณาลองใหม่',
  'error.network': 'เครือข่ายขัดข้อง กรุณาลองใหม่',
  'error.unknown': 'เกิดข้อผิดพลาด กรุณาลองใหม่ภายหลัง',
};

export type BoKey = keyof typeof th;

const en: Record<BoKey, string> = {
  'app.title': 'Back office',
  'app.skip': 'Skip to content',
  'app.loading': 'Loading…',
  'app.retry': 'Try again',
  'app.cancel': 'Cancel',
  'app.back': 'Back',
  'app.empty': 'Nothing here',
  'app.dismiss': 'Dismiss',
  'app.errorTitle': 'Something went wrong',
  'app.errorText': 'This page could not be shown. Please try again.',

  'lang.label': 'Language',
  'lang.switch': 'เปลี่ยนภาษาเป็นไทย',

  'nav.label': 'Back office menu',
  'nav.queue': 'Pending queue',
  'nav.players': 'Players',
  'nav.audit': 'Audit log',
  'header.staff': 'Staff',
  'header.agent': 'Agent',
  'header.logout': 'Log out',
  'live.live': 'Live',
  'live.connecting': 'Connecting',
  'live.offline': 'Offline',
  'live.liveTitle': 'New requests arrive instantly',
  'live.offlineTitle': 'Live connection lost; refreshing every 15 seconds',

  'login.title': 'Back office login',
  'login.subtitle': 'For the agent’s staff only',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.usernameRequired': 'Please enter your username',
  'login.passwordRequired': 'Please enter your password',
  'login.sessionEnded': 'Your session has ended. Please log in again.',

  'queue.title': 'Pending queue',
  'queue.subtitle': 'Deposits and withdrawals waiting for staff',
  'queue.refresh': 'Refresh',
  'queue.filter': 'Request type',
  'queue.all': 'All',
  'queue.deposits': 'Deposits',
  'queue.withdrawals': 'Withdrawals',
  'queue.empty': 'No pending requests',
  'queue.time': 'Time',
  'queue.player': 'Player',
  'queue.type': 'Type',
  'queue.amount': 'Amount',
  'queue.channel': 'Channel',
  'queue.account': 'Account',
  'queue.toAgentAccount': 'Into agent account',
  'queue.toPlayerAccount': 'Pay to player account',
  'queue.age': 'Age',
  'queue.actions': 'Actions',
  'queue.expiresIn': 'expires {when}',
  'queue.expired': 'time is up',
  'queue.credit': 'Credit',
  'queue.pay': 'Paid',
  'queue.reject': 'Reject',
  'queue.approveLabel': '{action} request #{id} of {username}',
  'queue.rejectLabel': 'Reject request #{id} of {username}',
  'queue.credited': 'Credited {amount} to {username}',
  'queue.paid': 'Recorded payment of {amount} to {username}',
  'queue.rejected': 'Rejected request #{id} of {username}',
  'queue.alreadyHandled': 'Request #{id} was already handled. The queue has been refreshed.',
  'queue.rejectTitle': 'Reject request #{id}',
  'queue.rejectText': '{type} of {amount} by {username}',
  'queue.rejectReason': 'Reason',
  'queue.rejectReasonHint': 'The player sees this reason',
  'queue.rejectReasonRequired': 'Please give a reason',
  'queue.rejectConfirm': 'Confirm rejection',
  'queue.withdrawHeld': 'The held credit goes back to the player',

  'type.DEPOSIT': 'Deposit',
  'type.WITHDRAW': 'Withdrawal',
  'channel.BANK': 'Bank',
  'channel.TRUEMONEY': 'TrueMoney',
  'channel.GATEWAY': 'Gateway',

  'status.0000': 'Success',
  'status.0001': 'Pending',
  'status.0002': 'Failed',
  'status.0003': 'Invalid',
  'status.0004': 'Cancelled',
  'status.0005': 'Expired',
  'status.1001': 'Credit seized',
  'status.1002': 'Blocked',
  'status.9999': 'Error',
  'status.2000': 'Topping up the game wallet',
  'status.0009': 'Held until the promotion ends',

  'players.title': 'Players',
  'players.subtitle': 'Search by username or phone number',
  'players.search': 'Search players',
  'players.searchPlaceholder': 'Username or phone number',
  'players.username': 'Username',
  'players.tel': 'Phone',
  'players.credit': 'Credit',
  'players.createdAt': 'Registered',
  'players.none': 'No players found',
  'players.open': 'Open {username}',

  'player.back': 'Back to players',
  'player.wallet': 'Wallet',
  'player.creditBalance': 'Credit balance',
  'player.cashBalance': 'Cash balance',
  'player.creditIn': 'Credit in',
  'player.creditOut': 'Credit out',
  'player.bankAccount': 'Bank account',
  'player.noBankAccount': 'No bank account yet',
  'player.transactions': 'Deposits and withdrawals',
  'player.ledger': 'Ledger',
  'player.status': 'Status',
  'player.reason': 'Reason',
  'player.kind': 'Kind',
  'player.ledgerAccount': 'Account',
  'player.balanceAfter': 'Balance after',
  'player.reference': 'Reference',
  'player.memo': 'Memo',
  'player.tel': 'Phone',
  'player.name': 'Name',
  'player.createdAt': 'Registered',
  'player.accountStatus': 'Account status',

  'adjust.title': 'Manual credit adjustment',
  'adjust.text': 'A positive amount adds credit, a negative one takes it away. Every adjustment is audited.',
  'adjust.amount': 'Amount (+/−)',
  'adjust.amountHint': 'e.g. 100 or -50.25',
  'adjust.reason': 'Reason',
  'adjust.review': 'Review',
  'adjust.confirmTitle': 'Confirm the adjustment',
  'adjust.confirmAdd': 'Add {amount} of credit to {username}',
  'adjust.confirmDeduct': 'Take {amount} of credit from {username}',
  'adjust.confirm': 'Confirm',
  'adjust.edit': 'Edit',
  'adjust.done': 'Credit adjusted. New balance {balance}',
  'adjust.amountRequired': 'Please enter an amount',
  'adjust.amountInvalid': 'The amount must be a number with at most 2 decimals, and not 0',
  'adjust.reasonRequired': 'Please give a reason',
  'adjust.retryNote': 'Trying again is safe: the adjustment will not be applied twice',

  'audit.title': 'Audit log',
  'audit.subtitle': 'Every action of the agent’s staff',
  'audit.time': 'Time',
  'audit.staff': 'Staff',
  'audit.action': 'Action',
  'audit.target': 'Target',
  'audit.detail': 'Detail',

  'error.0000': 'Invalid data',
  'error.0003': 'Wrong username or password',
  'error.0004': 'This account is deactivated',
  'error.0005': 'This account is suspended',
  'error.0035': 'You are not allowed to do this',
  'error.0036': 'Too many failed attempts. Please wait and try again.',
  'error.0040': 'Not found',
  'error.0050': 'Not enough balance',
  'error.0051': 'This request was already handled',
  'error.0056': 'This request clashes with another one. Please try again.',
  'error.network': 'Network problem. Please try again.',
  'error.unknown': 'Something went wrong. Please try again later.',
};

export const BO_LANGUAGES = ['th', 'en'] as const;
export type BoLanguage = (typeof BO_LANGUAGES)[number];

export const BO_DICTIONARIES: Record<BoLanguage, Record<BoKey, string>> = { th, en };

/** BCP 47 locale of each language, for dates and relative times. */
export const BO_LOCALES: Record<BoLanguage, string> = { th: 'th-TH', en: 'en-GB' };

export const BO_LANGUAGE_STORAGE_KEY = 'pp-bo-lang';

interface LanguageState {
  language: BoLanguage;
  setLanguage(language: BoLanguage): void;
}

/** The staff's language choice, remembered apart from the player site's (`pp-lang`). */
export const useBoLanguage = create<LanguageState>()(
  persist(
    (set) => ({
      language: 'th',
      setLanguage: (language) => set({ language }),
    }),
    {
      name: BO_LANGUAGE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language }) => ({ language }),
    },
  ),
);

export type BoVars = Record<string, string | number>;

/** Looks a key up in one language and fills its `{placeholders}`. */
export function translate(language: BoLanguage, key: BoKey, vars?: BoVars): string {
  const text = BO_DICTIONARIES[language][key] ?? BO_DICTIONARIES.th[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

export type BoTranslate = (key: BoKey, vars?: BoVars) => string;

/** The current language, its locale and `t`. */
export function useBoT() {
  const language = useBoLanguage((s) => s.language);
  const setLanguage = useBoLanguage((s) => s.setLanguage);
  const t = useCallback<BoTranslate>((key, vars) => translate(language, key, vars), [language]);
  return { t, language, locale: BO_LOCALES[language], setLanguage };
}

/** Whether a status code has a text of its own (docs/money.md). */
export function isKnownStatus(code: string): code is StatusCode {
  return `status.${code}` in th;
}
export type StatusCode = BoKey extends `status.${infer C}` ? C : never;
