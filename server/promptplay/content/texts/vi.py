"""The built-in texts in Vietnamese."""

from __future__ import annotations

from .base import ArticleText, PageText

ABOUT_US = """\
{brand} là trang giải trí trực tuyến dành cho người trưởng thành: sòng bài trực tiếp, slot, thể thao, bắn cá, game bài, keno và nhiều hơn nữa, từ các nhà cung cấp trò chơi uy tín, dùng chung một ví cho tất cả.

## Điều chúng tôi theo đuổi

- **Tiền bạc đơn giản:** nạp và rút tự động cả ngày lẫn đêm, qua tài khoản ngân hàng đứng tên chính bạn.
- **Khuyến mãi rõ ràng:** mỗi khuyến mãi nói trước bạn nhận được gì, trò chơi nào được tính và yêu cầu doanh số cược bao nhiêu.
- **Hỗ trợ tận tâm:** đội ngũ của chúng tôi trả lời mỗi ngày qua các kênh trên [trang hỗ trợ](/support).
- **An toàn là trên hết:** mật khẩu của bạn không bao giờ được lưu ở dạng đọc được, các lần đăng nhập được theo dõi để phát hiện lạm dụng, và mọi biến động tiền đều được ghi lại.

## Chơi có trách nhiệm

Trang của chúng tôi chỉ dành cho người từ 18 tuổi trở lên. Trò chơi là để giải trí, không phải cách kiếm tiền. Hãy đặt ngân sách trước khi chơi, nghỉ ngơi thường xuyên và đừng bao giờ cố gỡ lại tiền đã thua. Nếu việc chơi không còn vui, hãy nói với chúng tôi: chúng tôi có thể giúp bạn tạm dừng.

## Liên hệ

Mọi câu hỏi, góp ý hay khiếu nại đều được hoan nghênh. Hãy liên hệ qua các kênh trên [trang hỗ trợ](/support).
"""

RULES = """\
Các quy định này áp dụng cho mọi thành viên của {brand}. Khi chơi trên trang, bạn đồng ý tuân theo chúng. Nếu một khuyến mãi có điều kiện riêng, các điều kiện đó cũng được áp dụng.

## Tài khoản của bạn

- Mỗi người một tài khoản. Tài khoản mở ra để nhận khuyến mãi nhiều lần có thể bị đóng.
- Bạn phải từ 18 tuổi trở lên và dùng tên, số điện thoại và tài khoản ngân hàng của chính mình.
- Hãy giữ kín mật khẩu. Mọi thao tác từ tài khoản của bạn được xem là do bạn thực hiện.

## Nạp và rút tiền

- Chỉ nạp từ tài khoản ngân hàng đã đăng ký với tài khoản của bạn, hoặc qua các kênh hiển thị trên [trang nạp tiền](/deposit).
- Tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng tên bạn.
- Số tiền tối thiểu và tối đa được hiển thị trên trang nạp và trang rút.
- Để bảo vệ tiền của bạn, chúng tôi có thể yêu cầu xác minh danh tính trước khi chi trả.

## Khuyến mãi nói chung

- Khuyến mãi được chọn trước lần nạp áp dụng nó. Mỗi lúc chỉ có một khuyến mãi đang hoạt động.
- Tiền thưởng đi kèm doanh số cược: số tiền bạn cần chơi trước khi rút được tiền thưởng. Mỗi khuyến mãi hiển thị doanh số cược và các trò chơi được tính.
- Khi một khuyến mãi đang hoạt động, bạn chỉ chơi được các trò chơi nó cho phép, và việc rút tiền theo giới hạn của nó.
- Bạn có thể tự kết thúc khuyến mãi đang hoạt động; phần tiền thưởng còn lại khi đó sẽ bị hủy.
- Tiền thưởng có được từ nhiều tài khoản của cùng một người, từ cách cược nhằm đạt doanh số mà không thực sự chơi, hoặc từ việc lạm dụng hệ thống có thể bị thu hồi.

## Trò chơi

- Kết quả trò chơi do nhà cung cấp trò chơi đưa ra và là kết quả cuối cùng. Nếu trò chơi bị gián đoạn, quy định của nhà cung cấp quyết định kết quả ván đó.
- Cược đặt do lỗi hiển nhiên của trò chơi có thể bị nhà cung cấp hủy.

## Chơi công bằng

- Không được dùng phần mềm chơi tự động, thông đồng giữa người chơi, hay lợi dụng lỗi của trang hoặc trò chơi.
- Tài khoản vi phạm có thể bị tạm khóa trong khi chúng tôi kiểm tra, và bị đóng nếu vi phạm được xác nhận.

## Thay đổi

Chúng tôi có thể cập nhật các quy định này. Ngày ở đầu trang cho biết phiên bản mới nhất.
"""

TERMS = """\
Các điều khoản và điều kiện này là thỏa thuận giữa bạn và {brand} khi bạn sử dụng trang. Vui lòng đọc cùng với [quy định](/rules), [chính sách quyền riêng tư](/privacy-policy) và [chính sách cookie](/cookies-policy).

## 1. Ai được chơi

- Bạn phải từ 18 tuổi trở lên.
- Bạn có trách nhiệm bảo đảm việc chơi trực tuyến được phép tại nơi bạn sống.
- Bạn chỉ được có một tài khoản.

## 2. Tài khoản của bạn

- Thông tin đăng ký phải đúng sự thật và là của chính bạn: tên, số điện thoại và tài khoản ngân hàng.
- Giữ kín mật khẩu. Báo ngay cho chúng tôi nếu bạn nghĩ người khác đã dùng tài khoản của bạn.
- Bạn có thể yêu cầu đóng tài khoản bất cứ lúc nào qua [trang hỗ trợ](/support).

## 3. Tiền

- Nạp và rút bằng đơn vị tiền tệ của trang, qua các kênh mà trang hiển thị.
- Tiền rút được chuyển vào tài khoản ngân hàng đứng tên bạn. Chúng tôi có thể yêu cầu xác minh danh tính trước.
- Tiền vào tài khoản của bạn do nhầm lẫn không thuộc về bạn và có thể được điều chỉnh.

## 4. Khuyến mãi

Mỗi khuyến mãi có điều kiện riêng (doanh số cược, trò chơi được tính, giới hạn rút), hiển thị trước khi bạn chọn. Quy định chung về khuyến mãi nằm ở [trang quy định](/rules).

## 5. Trò chơi

Trò chơi do các nhà cung cấp bên ngoài cung cấp. Kết quả là kết quả cuối cùng. Chúng tôi không bảo đảm trò chơi của nhà cung cấp luôn sẵn sàng, nhưng sẽ cố gắng hết sức để mọi ván được thanh toán đúng.

## 6. Tạm khóa và đóng tài khoản

Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm các điều khoản này hoặc quy định, hoặc bị dùng để gian lận. Khi tài khoản bị đóng, số dư thuộc về bạn một cách chính đáng sẽ được chi trả sau khi kiểm tra xong.

## 7. Chơi có trách nhiệm

Chỉ chơi bằng số tiền bạn có thể chấp nhận mất. Nếu muốn tạm nghỉ, hãy liên hệ, chúng tôi sẽ giúp bạn tạm dừng tài khoản.

## 8. Thay đổi điều khoản

Chúng tôi có thể thay đổi các điều khoản này. Ngày ở đầu trang cho biết phiên bản mới nhất; tiếp tục sử dụng trang sau khi thay đổi nghĩa là bạn chấp nhận.

## 9. Liên hệ

Mọi câu hỏi về các điều khoản này, vui lòng gửi qua [trang hỗ trợ](/support).
"""

PRIVACY = """\
{brand} tôn trọng quyền riêng tư của bạn. Chính sách này giải thích chúng tôi giữ thông tin gì về bạn, vì sao, và bạn có thể yêu cầu gì.

## Thông tin chúng tôi thu thập

- **Thông tin tài khoản:** tên đăng nhập, họ tên, số điện thoại, và nếu bạn cung cấp thì LINE ID và ngày sinh.
- **Thông tin ngân hàng:** tài khoản ngân hàng bạn đăng ký, dùng cho việc nạp và rút tiền.
- **Hoạt động:** các lần nạp, rút, khuyến mãi và ván chơi, cần thiết để vận hành ví của bạn.
- **Dữ liệu bảo mật:** thời gian đăng nhập, thiết bị và địa chỉ mạng đã dùng, để bảo vệ tài khoản khỏi bị lạm dụng.

## Chúng tôi dùng thông tin để

- Mở và vận hành tài khoản và ví của bạn.
- Chi trả tiền rút cho đúng người.
- Áp dụng khuyến mãi và điều kiện một cách chính xác.
- Giữ an toàn cho trang và tài khoản của bạn, và ngăn chặn gian lận.
- Trả lời khi bạn liên hệ với chúng tôi.

## Ai thấy thông tin của bạn

Chúng tôi không bán thông tin của bạn. Chúng tôi chỉ chia sẻ những gì cần thiết: với ngân hàng và đơn vị thanh toán để chuyển tiền, và với nhà cung cấp trò chơi để mở trò chơi bạn chơi (tên người chơi, không phải thông tin cá nhân). Chúng tôi có thể cung cấp thông tin khi pháp luật yêu cầu.

## Chúng tôi lưu giữ bao lâu

Chúng tôi giữ thông tin trong thời gian tài khoản còn mở, và sau đó chỉ trong thời gian cần thiết cho hồ sơ và để giải quyết mọi thắc mắc về tài khoản.

## Bảo vệ thông tin

Mật khẩu không bao giờ được lưu ở dạng đọc được và không ai, kể cả nhân viên của chúng tôi, có thể xem. Quyền truy cập dữ liệu thành viên chỉ dành cho nhân viên cần nó để phục vụ bạn.

## Lựa chọn của bạn

Bạn có thể yêu cầu xem thông tin chúng tôi lưu giữ, sửa đổi, hoặc đóng tài khoản. Hãy liên hệ qua [trang hỗ trợ](/support).

## Thay đổi

Chúng tôi có thể cập nhật chính sách này. Ngày ở đầu trang cho biết phiên bản mới nhất.
"""

COOKIES = """\
Trang này giải thích {brand} lưu gì trong trình duyệt của bạn và vì sao.

## Những gì chúng tôi lưu

Chúng tôi chỉ dùng những gì trang cần để hoạt động:

- **Đăng nhập:** giữ bạn đăng nhập giữa các trang và các lần truy cập, cho đến khi bạn đăng xuất.
- **Ngôn ngữ:** ghi nhớ ngôn ngữ bạn đã chọn.
- **Bảo mật:** giúp chúng tôi nhận ra thiết bị của bạn, để phát hiện lần đăng nhập bất thường.
- **Giới thiệu:** nếu bạn đến qua liên kết của bạn bè, ghi nhớ liên kết đó cho đến khi bạn đăng ký.

Chúng tôi không dùng cookie quảng cáo.

## Quyền kiểm soát của bạn

Bạn có thể xóa dữ liệu của trang trong cài đặt trình duyệt bất cứ lúc nào. Khi đó bạn sẽ bị đăng xuất và trang trở về ngôn ngữ mặc định.

## Thay đổi

Nếu chúng tôi lưu thêm điều gì khác, chúng tôi sẽ cập nhật trang này trước. Ngày ở đầu trang cho biết phiên bản mới nhất.
"""

HELP = """\
Câu trả lời cho những câu hỏi thành viên hay hỏi nhất. Không thấy câu hỏi của bạn? Đội ngũ của chúng tôi luôn sẵn sàng trên [trang hỗ trợ](/support).
"""

HELP_ITEMS = (
    (
        "Làm sao để mở tài khoản?",
        "Chọn **Đăng ký**, nhập số điện thoại và tài khoản ngân hàng đứng tên bạn, rồi đặt mật khẩu. Bạn phải từ 18 tuổi trở lên. Mỗi người chỉ có một tài khoản.",
    ),
    (
        "Làm sao để nạp tiền?",
        "Mở [trang nạp tiền](/deposit), chọn một kênh và làm theo các bước hiển thị. Chỉ chuyển từ tài khoản ngân hàng đã đăng ký, để hệ thống tự động khớp giao dịch của bạn.",
    ),
    (
        "Tôi đã nạp nhưng tiền chưa vào. Phải làm gì?",
        "Phần lớn giao dịch nạp được ghi có trong vài phút. Nếu sau 15 phút tiền vẫn chưa vào, hãy giữ biên lai chuyển khoản và liên hệ chúng tôi trên [trang hỗ trợ](/support).",
    ),
    (
        "Làm sao để rút tiền, và mất bao lâu?",
        "Mở [trang rút tiền](/withdrawal), nhập số tiền và xác nhận. Tiền được chuyển vào tài khoản ngân hàng đứng tên bạn, thường trong vài phút. Số tiền tối thiểu và tối đa được hiển thị trên trang.",
    ),
    (
        "Khuyến mãi hoạt động thế nào?",
        "Chọn khuyến mãi trước khi nạp; tiền thưởng được cộng khi giao dịch nạp được duyệt. Mỗi khuyến mãi cho biết bạn nhận gì, trò chơi nào được tính và doanh số cược. Mỗi lúc chỉ có một khuyến mãi hoạt động.",
    ),
    (
        "Doanh số cược là gì?",
        "Doanh số cược là số tiền bạn cần chơi trước khi rút được tiền thưởng. Ví dụ, thưởng 100 với doanh số gấp 5 lần nghĩa là cần chơi 500. Tiến độ được hiển thị trên [trang khuyến mãi](/promotion).",
    ),
    (
        "Tôi có thể hủy khuyến mãi không?",
        "Có. Bạn có thể kết thúc khuyến mãi đang hoạt động trên [trang khuyến mãi](/promotion). Phần tiền thưởng còn lại khi đó sẽ bị hủy, và bạn có thể chọn khuyến mãi khác cho lần nạp tiếp theo.",
    ),
    (
        "Làm sao để giữ tài khoản an toàn?",
        "Dùng mật khẩu không trùng với nơi khác và không bao giờ chia sẻ. Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn. Nếu nghĩ người khác đã dùng tài khoản của bạn, hãy đổi mật khẩu và báo ngay cho chúng tôi.",
    ),
)

LANDING = """\
Chào mừng đến với {brand}: sòng bài, slot, thể thao và nhiều hơn nữa ở một nơi, một ví duy nhất, nạp rút tự động suốt ngày đêm.

Đăng ký trong một phút với số điện thoại và tài khoản ngân hàng của bạn, nạp lần đầu và chọn khuyến mãi phù hợp. Mỗi khuyến mãi đều hiển thị điều kiện trước khi bạn chọn.

Dành cho người từ 18 tuổi trở lên. Chơi để vui, và chơi có trách nhiệm.
"""

LANDING_ITEMS = (
    ("Nạp rút tự động", "Tiền vào ra trong vài phút, 24 giờ mỗi ngày."),
    (
        "Trò chơi cho mọi sở thích",
        "Sòng bài trực tiếp, slot, thể thao, bắn cá, game bài và keno từ các nhà cung cấp uy tín.",
    ),
    (
        "Khuyến mãi rõ ràng",
        "Tiền thưởng với doanh số cược và trò chơi được tính hiển thị ngay từ đầu.",
    ),
    ("Hỗ trợ mỗi ngày", "Đội ngũ thật sự sẵn sàng giúp bạn bất cứ khi nào cần."),
)

PAGES: dict[str, PageText] = {
    "aboutUs": PageText("Về chúng tôi", ABOUT_US),
    "rules": PageText("Quy định", RULES),
    "terms-and-conditions": PageText("Điều khoản và điều kiện", TERMS),
    "privacy-policy": PageText("Chính sách quyền riêng tư", PRIVACY),
    "cookies-policy": PageText("Chính sách cookie", COOKIES),
    "help": PageText("Trợ giúp và câu hỏi thường gặp", HELP, HELP_ITEMS),
    "landing": PageText("Chơi tại {brand}", LANDING, LANDING_ITEMS),
}

ARTICLES = (
    ArticleText(
        "first-deposit",
        "Nạp tiền lần đầu trong 3 bước",
        "Từ chọn kênh đến khi thấy số dư: cách nạp tiền hoạt động và làm sao để thành công ngay lần đầu.",
        """\
Nạp tiền tại {brand} chỉ mất vài phút. Làm theo các bước sau để thành công ngay lần đầu.

## 1. Chọn kênh

Mở [trang nạp tiền](/deposit). Trang hiển thị các kênh bạn dùng được, cùng số tiền tối thiểu và tối đa.

## 2. Chọn khuyến mãi, hoặc không

Nếu muốn nhận thưởng, hãy chọn khuyến mãi trước khi chuyển tiền. Đọc kỹ điều kiện: doanh số cược, trò chơi được tính và số tiền rút tối đa. Bạn cũng có thể nạp mà không nhận khuyến mãi.

## 3. Chuyển tiền và chờ một chút

Chuyển từ tài khoản ngân hàng đã đăng ký. Hệ thống tự động khớp giao dịch và số dư được cập nhật, thường trong vài phút.

## Nên biết

- Giao dịch từ tài khoản của người khác không thể được khớp tự động.
- Giữ biên lai chuyển khoản cho đến khi tiền vào số dư.
- Nếu có gì bất thường, đội ngũ của chúng tôi ở [trang hỗ trợ](/support).
""",
        age_days=2,
    ),
    ArticleText(
        "turnover-explained",
        "Doanh số cược, giải thích đơn giản",
        "Doanh số cược là gì, được tính thế nào và cách theo dõi tiến độ trước khi rút tiền thưởng.",
        """\
Hầu hết tiền thưởng đi kèm doanh số cược. Nghe có vẻ kỹ thuật, nhưng ý tưởng rất đơn giản.

## Đó là gì

Doanh số cược là số tiền bạn cần chơi trước khi rút được tiền thưởng. Nó được hiển thị trên mỗi khuyến mãi trước khi bạn chọn.

## Ví dụ

Bạn nạp 500 và nhận thưởng 100 với doanh số gấp 5 lần tiền thưởng. Bạn cần chơi 500 trong các trò chơi khuyến mãi cho phép. Khi hoàn thành, số dư còn lại có thể rút, trong giới hạn rút của khuyến mãi.

## Mẹo

- Xem kỹ **trò chơi nào được tính**: khi khuyến mãi đang hoạt động, bạn chỉ chơi được các trò chơi nó cho phép.
- Theo dõi tiến độ trên [trang khuyến mãi](/promotion).
- Đổi ý? Bạn có thể kết thúc khuyến mãi; phần tiền thưởng còn lại khi đó sẽ bị hủy.
""",
        age_days=6,
    ),
    ArticleText(
        "responsible-play",
        "Chơi để vui: sáu thói quen của người chơi tỉnh táo",
        "Những thói quen đơn giản giúp trò chơi luôn là điều nó nên là: giải trí.",
        """\
Trò chơi nên là niềm vui. Những thói quen này giúp giữ nó như vậy.

- **Đặt ngân sách** trước khi bắt đầu, và dừng khi đã tiêu hết.
- **Đặt giới hạn thời gian**, và nghỉ ngơi thường xuyên.
- **Đừng cố gỡ lại.** Thua là cái giá của giải trí, không phải khoản nợ phải đòi lại.
- **Đừng chơi khi buồn bực**, mệt mỏi hay sau khi uống rượu.
- **Tách riêng tiền chơi** khỏi tiền thuê nhà, hóa đơn hay tiền của gia đình.
- **Hãy tâm sự với ai đó** nếu việc chơi không còn vui.

Trang của chúng tôi dành cho người từ 18 tuổi trở lên. Nếu bạn muốn tạm dừng tài khoản, hãy liên hệ qua [trang hỗ trợ](/support), chúng tôi sẽ giúp.
""",
        age_days=12,
    ),
)
