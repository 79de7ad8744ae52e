import type { ContentResource } from '../types';

/** The content pages' texts in Vietnamese. */
export const vi: ContentResource = {
  loading: 'Đang tải nội dung…',
  loadFailed: 'Không tải được nội dung này',
  updated: 'Cập nhật lần cuối {{date}}',
  published: 'Đăng ngày {{date}}',
  otherLanguage: 'Chưa có bản ngôn ngữ này: đang hiển thị bản {{language}}',
  languages: {
    th: 'tiếng Thái',
    en: 'tiếng Anh',
    vi: 'tiếng Việt',
  },
  help: {
    questions: 'Câu hỏi thường gặp',
    empty: 'Chưa có câu hỏi nào',
    all: 'Xem tất cả câu hỏi',
  },
  articles: {
    empty: 'Chưa có bài viết nào',
    read: 'Đọc tiếp',
    back: 'Tất cả bài viết',
    notFound: 'Không tìm thấy bài viết này. Có thể nó đã bị gỡ.',
    prev: 'Trước',
    next: 'Sau',
    pageInfo: 'Trang {{page}} / {{total}}',
    pages: 'Các trang bài viết',
  },
  landing: {
    play: 'Vào chơi ngay',
    highlights: 'Vì sao chơi cùng chúng tôi',
    adults: '18+ Chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.',
  },
};
