/**
 * Roomwalk's Privacy Policy and Terms of Service in Vietnamese, translated from ./en.ts, the source of
 * every translation.
 *
 * To translate, copy this file to ./<fileCode>.ts (ar_gulf, ar_ma, es_latam, fil, id, ms, nl, sr,
 * sw, th, tr, vi) and translate only the text between quotes. Keep identical in every locale:
 * - every section `id` and the order of the sections;
 * - the `kind` of every block, the number of blocks in each section, the number of items in every
 *   list and the number of intro paragraphs;
 * - `lastUpdated`, the name Roomwalk and the addresses privacy@roomwalk.example and
 *   legal@roomwalk.example.
 * `title` must be the locale catalogue's pages.privacy.title / pages.terms.title, and a section
 * named in the text (“Your tours and the people in them”) must use that section's translated
 * heading. Plain text only: no HTML, no Markdown. src/screens/legal/documents.test.ts checks this.
 */
import type { LegalDocument, LegalDocuments } from '../legal-document';

const privacy: LegalDocument = {
  title: 'Chính sách quyền riêng tư',
  lastUpdated: '2026-11-22',
  intro: [
    'Chính sách quyền riêng tư này giải thích cách Roomwalk (“Roomwalk”, “chúng tôi”) thu thập, sử dụng, chia sẻ và bảo vệ dữ liệu cá nhân khi bạn truy cập trang web của chúng tôi, tạo tài khoản, quét hoặc tải lên không gian, và chia sẻ tour 3D và tour thực tế tăng cường (AR) với người khác.',
    'Mỗi mục cho biết chúng tôi làm gì, vì sao làm vậy và bạn có những lựa chọn nào. Nếu có điều gì chưa rõ, vui lòng gửi email đến privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Về chúng tôi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk cung cấp một dịch vụ trực tuyến chuyển đổi bản quét bằng điện thoại và tệp CAD được tải lên thành tour 3D ảo của bất động sản và địa điểm. Người dùng có thể tham quan các tour này trong trình duyệt, đặt chúng vào không gian thực tế tăng cường trên điện thoại và chia sẻ bằng liên kết hoặc mã nhúng.',
        },
        {
          kind: 'paragraph',
          text: 'Đối với dữ liệu cá nhân được mô tả trong chính sách này (tài khoản, gói đăng ký của bạn, các tin nhắn bạn gửi cho chúng tôi và cách bạn sử dụng trang web), Roomwalk là bên kiểm soát dữ liệu. Bạn có thể liên hệ với chúng tôi về bất kỳ vấn đề nào trong chính sách này qua privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Phạm vi áp dụng của chính sách',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chính sách này áp dụng cho trang web Roomwalk, ứng dụng web Roomwalk và các trang hiển thị tour, bao gồm cả tour được nhúng vào trang web khác. Chính sách này không áp dụng cho các trang web hoặc trang đăng tin bất động sản do bên khác vận hành, kể cả khi các trang đó hiển thị tour Roomwalk; trong trường hợp đó, chính sách quyền riêng tư của chính các trang đó sẽ được áp dụng.',
        },
        {
          kind: 'paragraph',
          text: 'Khi bạn quét hoặc tải lên một không gian, tour có thể chứa dữ liệu cá nhân của người khác, chẳng hạn khuôn mặt trong bức ảnh treo trên tường hoặc tên trên lá thư để trên bàn. Cách chúng tôi xử lý nội dung đó được mô tả tại mục “Tour của bạn và những người xuất hiện trong đó”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Dữ liệu chúng tôi thu thập',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi chỉ thu thập những dữ liệu cần thiết để vận hành dịch vụ. Tùy theo cách bạn sử dụng Roomwalk, dữ liệu này bao gồm:',
        },
        {
          kind: 'list',
          items: [
            'Dữ liệu tài khoản: họ và tên, địa chỉ email, mật khẩu (chúng tôi chỉ lưu dưới dạng giá trị băm), vai trò của bạn trong dịch vụ và, nếu bạn bật tính năng này, khóa bí mật dùng cho xác thực hai yếu tố.',
            'Dữ liệu hồ sơ và tổ chức: các thông tin bạn bổ sung khi hoàn tất hồ sơ, chẳng hạn công ty và ngành nghề của bạn, cũng như các thành viên của gói Office.',
            'Dữ liệu gói đăng ký và thanh toán: gói, chu kỳ thanh toán, số dư và lịch sử tín dụng, hóa đơn, cùng tên và địa chỉ thanh toán mà bạn cung cấp. Thông tin thẻ được nhập tại và lưu giữ bởi nhà cung cấp dịch vụ thanh toán của chúng tôi; chúng tôi chỉ thấy loại thẻ, bốn chữ số cuối và ngày hết hạn.',
            'Nội dung tour: bản quét, ảnh chụp, video, tệp CAD và các tệp khác mà bạn tải lên; mô hình 3D, sơ đồ mặt bằng và dữ liệu dẫn đường mà chúng tôi tạo ra từ các tệp đó; cùng tiêu đề, mô tả, chú thích và vị trí bắt đầu mà bạn thêm vào.',
            'Dữ liệu bảo mật và phiên: các phiên đang đăng nhập vào tài khoản của bạn, kèm loại trình duyệt, hệ điều hành và địa chỉ IP của từng phiên; các lần đăng nhập không thành công; và thời điểm đăng nhập, đổi mật khẩu cùng các sự kiện bảo mật khác.',
            'Yêu cầu liên hệ: họ và tên, địa chỉ email, ngành nghề, số lượng tour bạn dự kiến và tin nhắn bạn gửi cho chúng tôi qua biểu mẫu liên hệ.',
            'Dữ liệu sử dụng và dữ liệu kỹ thuật: các trang được yêu cầu, thời gian và kết quả của từng yêu cầu, số lượt xem tour và các số liệu thống kê được mô tả tại mục “Báo cáo lỗi và số liệu thống kê kỹ thuật”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi không yêu cầu các loại dữ liệu cá nhân nhạy cảm, chẳng hạn thông tin về sức khỏe hoặc niềm tin tôn giáo, và đề nghị bạn không đưa các thông tin đó vào tour, chú thích hoặc tin nhắn.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Cách chúng tôi sử dụng dữ liệu của bạn và lý do',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi sử dụng dữ liệu cá nhân cho các mục đích dưới đây, mỗi mục đích đều có cơ sở pháp lý theo các luật bảo vệ dữ liệu, chẳng hạn Quy định chung về bảo vệ dữ liệu (GDPR) của Liên minh châu Âu và Vương quốc Anh:',
        },
        {
          kind: 'list',
          items: [
            'Để cung cấp dịch vụ mà bạn đã đăng ký: tạo tài khoản và cho phép bạn đăng nhập, xử lý các tệp bạn tải lên thành tour, lưu trữ và hiển thị tour của bạn, quản lý số dư tín dụng và trả lời các câu hỏi hỗ trợ. Cơ sở pháp lý: thực hiện hợp đồng giữa chúng tôi và bạn.',
            'Để thu phí gói đăng ký, lưu giữ sổ sách kế toán và thực hiện nghĩa vụ thuế. Cơ sở pháp lý: thực hiện hợp đồng và tuân thủ nghĩa vụ pháp lý.',
            'Để bảo đảm an toàn cho tài khoản và dịch vụ: phát hiện các lần đăng nhập bất thường, hạn chế các lần đăng nhập thất bại lặp lại, chống lại yêu cầu giả mạo và điều tra hành vi lạm dụng. Cơ sở pháp lý: lợi ích hợp pháp của chúng tôi trong việc duy trì một dịch vụ an toàn, điều này cũng vì lợi ích của bạn.',
            'Để phát hiện và khắc phục lỗi, cải thiện hiệu năng, dựa trên báo cáo lỗi và số liệu thống kê kỹ thuật. Cơ sở pháp lý: lợi ích hợp pháp của chúng tôi trong việc duy trì một dịch vụ ổn định, đáng tin cậy.',
            'Để trả lời yêu cầu liên hệ và, nếu bạn đề nghị, giới thiệu cách Roomwalk có thể phục vụ doanh nghiệp của bạn. Cơ sở pháp lý: các bước thực hiện theo yêu cầu của bạn trước khi giao kết hợp đồng, và lợi ích hợp pháp của chúng tôi trong việc phản hồi các yêu cầu thông tin.',
            'Để gửi email về dịch vụ, chẳng hạn liên kết đặt lại mật khẩu, thông báo bảo mật, biên nhận và thông báo về thay đổi đối với điều khoản hoặc chính sách này. Cơ sở pháp lý: thực hiện hợp đồng và lợi ích hợp pháp của chúng tôi trong việc thông tin kịp thời cho bạn.',
            'Để gửi tin tức về Roomwalk, chỉ khi bạn đã đồng ý nhận. Cơ sở pháp lý: sự đồng ý của bạn; bạn có thể rút lại sự đồng ý bất cứ lúc nào bằng liên kết hủy đăng ký có trong mỗi email loại này.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi không bán dữ liệu cá nhân, không sử dụng dữ liệu cá nhân cho mục đích quảng cáo và không đưa ra quyết định về bạn chỉ dựa trên xử lý tự động mà gây ra hệ quả pháp lý hoặc tác động đáng kể tương tự. Việc tự động nhận diện đồ vật, tường và sàn trong bản quét của bạn là để mô tả không gian, không phải để mô tả bạn.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Tour của bạn và những người xuất hiện trong đó',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Khi quét một không gian, bạn là người quyết định những gì xuất hiện trong đó. Bản quét và ảnh chụp có thể cho thấy con người, ảnh gia đình, giấy tờ, biển số xe hoặc bên trong nhà của người khác. Trước khi quét hoặc tải lên một không gian, hãy bảo đảm rằng bạn có quyền làm việc đó và những người sống hoặc làm việc tại đó đã được biết, đồng thời cất đi hoặc che lại những vật dụng cá nhân không nên hiển thị.',
        },
        {
          kind: 'paragraph',
          text: 'Đối với dữ liệu cá nhân có trong nội dung bạn tải lên, bạn (hoặc tổ chức mà bạn làm việc cho) quyết định mục đích và cách thức sử dụng dữ liệu đó, và chúng tôi xử lý dữ liệu thay mặt bạn với tư cách là bên xử lý dữ liệu của bạn. Chúng tôi chỉ sử dụng nội dung đó để tạo, lưu trữ, hiển thị và cung cấp tour của bạn và để duy trì hoạt động của dịch vụ, không bao giờ cho mục đích riêng của chúng tôi. Khách hàng doanh nghiệp cần thỏa thuận xử lý dữ liệu có thể yêu cầu bản thỏa thuận của chúng tôi qua privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Nếu bạn xuất hiện trong một tour do người khác công bố và muốn gỡ bỏ một nội dung nào đó, trước hết vui lòng đề nghị chủ sở hữu tour. Nếu cách đó không có kết quả, hãy gửi email đến privacy@roomwalk.example kèm liên kết đến tour và chúng tôi sẽ hỗ trợ.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Tour bạn chia sẻ công khai',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tour mà bạn công bố có thể được mở bởi bất kỳ ai có liên kết của tour và bất kỳ ai truy cập trang web có nhúng tour đó. Vì vậy, mọi thứ hiển thị trong tour đã công bố, bao gồm tiêu đề, mô tả và chú thích, đều được công khai. Bạn có thể hủy công bố hoặc xóa tour bất cứ lúc nào trong bảng điều khiển; các bản sao mà người khác đã lưu hoặc công cụ tìm kiếm đã lưu trữ nằm ngoài tầm kiểm soát của chúng tôi.',
        },
        {
          kind: 'paragraph',
          text: 'Khi có người xem một tour công khai, chúng tôi ghi nhận lượt xem và máy chủ của chúng tôi ghi lại các dữ liệu kỹ thuật cần thiết để cung cấp tour, chẳng hạn địa chỉ IP và loại trình duyệt. Chúng tôi không tìm cách xác định danh tính người xem và không đặt cookie theo dõi trên thiết bị của họ.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookie và bộ nhớ cục bộ',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk chỉ sử dụng các cookie và bộ nhớ trình duyệt thực sự cần thiết để cung cấp dịch vụ mà bạn yêu cầu. Vì chúng thực sự cần thiết nên không cần có sự đồng ý của bạn, và chúng tôi không sử dụng bất kỳ cookie quảng cáo, phân tích hay mạng xã hội nào. Cụ thể gồm:',
        },
        {
          kind: 'list',
          items: [
            'Cookie mã làm mới (refresh token): giúp bạn duy trì trạng thái đăng nhập bằng cách cho phép trình duyệt lấy mã truy cập mới có thời hạn ngắn. Các tập lệnh không thể đọc cookie này, cookie chỉ được gửi đến trang web của chúng tôi và hết hạn sau 30 ngày hoặc khi bạn đăng xuất.',
            'Cookie chống giả mạo: một giá trị ngẫu nhiên có chữ ký, chứng minh rằng yêu cầu thực sự đến từ ứng dụng của chúng tôi, giúp bảo vệ bạn khỏi tấn công giả mạo yêu cầu liên trang.',
            'Dữ liệu phiên trong bộ nhớ cục bộ: mã truy cập của bạn, thời hạn của mã và một bản sao hồ sơ người dùng cơ bản của bạn, được mã hóa trong trình duyệt bằng một khóa chỉ tồn tại trong phiên trình duyệt, để ứng dụng biết bạn đang đăng nhập. Dữ liệu này bị xóa khi bạn đăng xuất.',
            'Bảo vệ đăng nhập trong bộ nhớ cục bộ: số lần đăng nhập không thành công gần đây đối với từng địa chỉ email, được dùng để tạm dừng đăng nhập sau năm lần thất bại trong vòng 15 phút.',
            'Ngôn ngữ trong bộ nhớ cục bộ: ngôn ngữ bạn đã chọn, để trang web hiển thị bằng ngôn ngữ đó trong lần truy cập tiếp theo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bạn có thể xóa cookie và bộ nhớ cục bộ trong phần cài đặt của trình duyệt bất cứ lúc nào. Nếu bạn chặn chúng, bạn vẫn có thể đọc các trang công khai và xem tour công khai, nhưng sẽ không thể đăng nhập.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Báo cáo lỗi và số liệu thống kê kỹ thuật',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Khi tính năng báo cáo lỗi được bật trên dịch vụ chính thức của chúng tôi, ứng dụng sẽ gửi báo cáo lỗi đến Sentry, một dịch vụ giám sát lỗi. Báo cáo gồm thông báo lỗi và vị trí xảy ra lỗi trong mã nguồn, địa chỉ trang (đã loại bỏ mã đăng nhập và khóa), trình duyệt và hệ điều hành, các bước dẫn đến lỗi và, nếu bạn đang đăng nhập, mã người dùng, địa chỉ email và tên người dùng của bạn, để chúng tôi có thể hỗ trợ nếu lỗi ảnh hưởng đến bạn. Sentry cũng đo tốc độ tải trang và đếm số phiên trình duyệt, giúp chúng tôi biết một phiên bản mới có ổn định hay không.',
        },
        {
          kind: 'paragraph',
          text: 'Trong khi bạn sử dụng ứng dụng, ứng dụng cũng gửi cho chúng tôi số liệu thống kê kỹ thuật sau mỗi vài phút: số lượng yêu cầu, số yêu cầu được phản hồi từ bộ nhớ đệm, thời gian và kích thước phản hồi, được nhóm theo loại tài nguyên, kèm một mã định danh ngẫu nhiên của phiên trình duyệt. Các số liệu thống kê này không chứa nội dung tour, dữ liệu nhập vào biểu mẫu hay mật khẩu.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'Email chúng tôi gửi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi sử dụng địa chỉ email của bạn để gửi các thông báo cần thiết cho dịch vụ: liên kết đặt lại mật khẩu khi bạn yêu cầu (có hiệu lực trong một giờ), xác nhận các thay đổi về bảo mật như bật hoặc tắt xác thực hai yếu tố, biên nhận, thông báo về gói đăng ký và tín dụng của bạn, và thông báo về những thay đổi quan trọng đối với điều khoản hoặc chính sách này. Bạn không thể từ chối nhận các thông báo này khi vẫn còn tài khoản, vì chúng là một phần của dịch vụ.',
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi chỉ gửi tin tức và thông tin cập nhật sản phẩm khi bạn đã đồng ý nhận, và mỗi email loại này đều có liên kết hủy đăng ký.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Chúng tôi chia sẻ dữ liệu với ai',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi chỉ chia sẻ dữ liệu cá nhân với các nhà cung cấp dịch vụ giúp chúng tôi vận hành Roomwalk, theo hợp đồng bằng văn bản yêu cầu họ chỉ xử lý dữ liệu theo chỉ dẫn của chúng tôi, giữ bí mật và bảo vệ dữ liệu. Các nhà cung cấp đó gồm:',
        },
        {
          kind: 'list',
          items: [
            'nhà cung cấp dịch vụ lưu trữ và máy chủ đám mây, vận hành máy chủ và cơ sở dữ liệu của chúng tôi, đồng thời lưu trữ các tệp tải lên và tour;',
            'nhà cung cấp dịch vụ điện toán đám mây có bộ xử lý đồ họa, chuyển đổi bản quét và tệp CAD thành tour;',
            'một nhà cung cấp dịch vụ thanh toán, xử lý các khoản thanh toán gói đăng ký và lưu giữ thông tin thẻ;',
            'một nhà cung cấp dịch vụ gửi email, gửi liên kết đặt lại mật khẩu và các email dịch vụ khác;',
            'Sentry, tiếp nhận báo cáo lỗi khi tính năng báo cáo lỗi được bật.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi cũng tiết lộ dữ liệu cá nhân khi pháp luật yêu cầu, chẳng hạn để đáp ứng một lệnh hợp lệ của tòa án; khi cần thiết để bảo vệ quyền, sự an toàn hoặc tài sản của người dùng, của công chúng hoặc của Roomwalk; hoặc cho bên mua hoặc bên kế thừa nếu hoạt động kinh doanh của Roomwalk được bán hoặc tái cơ cấu, trong trường hợp đó chính sách này tiếp tục được áp dụng đối với dữ liệu của bạn.',
        },
        {
          kind: 'paragraph',
          text: 'Danh sách hiện tại các nhà cung cấp dịch vụ của chúng tôi và địa điểm của họ được cung cấp theo yêu cầu gửi đến privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Chuyển dữ liệu ra nước ngoài',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Các nhà cung cấp dịch vụ của chúng tôi có thể xử lý dữ liệu tại các quốc gia khác với quốc gia của bạn, bao gồm cả những quốc gia có luật bảo vệ dữ liệu khác với nơi bạn sinh sống. Khi chuyển dữ liệu cá nhân ra ngoài Khu vực Kinh tế châu Âu, Vương quốc Anh hoặc Thụy Sĩ, chúng tôi chỉ chuyển đến các quốc gia được công nhận là bảo đảm mức độ bảo vệ đầy đủ, hoặc theo các điều khoản hợp đồng mẫu được Ủy ban châu Âu phê duyệt và văn bản tương đương của Vương quốc Anh, kèm các biện pháp bảo vệ bổ sung khi cần thiết. Bạn có thể yêu cầu chúng tôi cung cấp bản sao các biện pháp bảo vệ này.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Thời gian lưu giữ dữ liệu',
      blocks: [
        {
          kind: 'list',
          items: [
            'Dữ liệu tài khoản và hồ sơ: trong suốt thời gian tài khoản của bạn tồn tại; dữ liệu sẽ bị xóa trong vòng 30 ngày sau khi bạn đóng tài khoản.',
            'Tour và tệp tải lên: trong suốt thời gian tài khoản của bạn tồn tại. Nếu gói đăng ký của bạn hết hạn, tour sẽ bị tạm ngưng chứ không bị xóa, để bạn có thể khôi phục bằng cách đăng ký lại. Tour bạn xóa và toàn bộ tour của tài khoản đã đóng sẽ bị gỡ bỏ trong vòng 30 ngày, và các bản sao trong dữ liệu sao lưu của chúng tôi sẽ bị ghi đè trong vòng 35 ngày tiếp theo.',
            'Hồ sơ thanh toán và hóa đơn: trong thời hạn mà pháp luật về thuế và kế toán yêu cầu, thông thường tối đa mười năm.',
            'Phiên và sự kiện bảo mật: trong thời gian phiên còn hoạt động và tối đa 90 ngày sau khi phiên kết thúc; các lần đăng nhập không thành công: tối đa 30 ngày.',
            'Yêu cầu liên hệ: tối đa 24 tháng kể từ lần trao đổi gần nhất giữa chúng tôi và bạn, trừ khi bạn trở thành khách hàng, khi đó các yêu cầu này trở thành một phần hồ sơ tài khoản của bạn.',
            'Báo cáo lỗi: tối đa 90 ngày. Nhật ký máy chủ và số liệu thống kê kỹ thuật: tối đa 30 ngày, sau đó chúng tôi chỉ giữ lại các số liệu tổng hợp không còn xác định được bất kỳ ai.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi chỉ lưu giữ dữ liệu lâu hơn khi pháp luật yêu cầu hoặc khi cần thiết để xác lập, thực hiện hoặc bảo vệ một yêu cầu pháp lý, và chỉ trong thời gian nhu cầu đó còn tồn tại.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Cách chúng tôi bảo vệ dữ liệu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi bảo vệ dữ liệu cá nhân bằng các biện pháp kỹ thuật và tổ chức phù hợp với mức độ rủi ro, bao gồm:',
        },
        {
          kind: 'list',
          items: [
            'Mã hóa khi truyền: mọi lưu lượng giữa trình duyệt của bạn và Roomwalk đều sử dụng HTTPS (TLS).',
            'Mật khẩu được băm: chúng tôi không bao giờ lưu chính mật khẩu của bạn, mà chỉ lưu giá trị băm có thêm muối, được tạo bằng một thuật toán được thiết kế chậm có chủ đích (scrypt), từ đó không thể khôi phục lại mật khẩu.',
            'Xác thực hai yếu tố: bạn có thể yêu cầu nhập mã từ ứng dụng xác thực ngoài mật khẩu.',
            'Kiểm soát phiên: bạn có thể xem mọi thiết bị đang đăng nhập vào tài khoản của mình và đăng xuất bất kỳ thiết bị nào; khi bạn đổi mật khẩu, tất cả các thiết bị đều bị đăng xuất.',
            'Chống dò đoán: việc đăng nhập bị tạm dừng sau năm lần thất bại trong vòng 15 phút, và các yêu cầu lặp lại bị giới hạn tần suất.',
            'Chống yêu cầu giả mạo và nội dung độc hại: mọi yêu cầu làm thay đổi dữ liệu đều phải kèm một mã chống giả mạo có chữ ký, và văn bản bạn nhập luôn được hiển thị dưới dạng văn bản, không bao giờ được thực thi như mã.',
            'Lưu trữ phiên được mã hóa trong trình duyệt của bạn, chỉ những nhân viên có nhu cầu mới được truy cập hệ thống vận hành chính thức, sao lưu định kỳ và rà soát định kỳ các biện pháp này.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Không có hệ thống nào an toàn tuyệt đối. Nếu xảy ra sự cố vi phạm dữ liệu cá nhân có khả năng gây rủi ro cho quyền của bạn, chúng tôi sẽ thông báo cho bạn và cơ quan có thẩm quyền theo quy định của pháp luật. Vui lòng báo cáo mọi mối lo ngại về bảo mật đến privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Quyền của bạn',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tùy theo nơi bạn sinh sống, bạn có các quyền sau đối với dữ liệu cá nhân của mình:',
        },
        {
          kind: 'list',
          items: [
            'Quyền truy cập: được biết chúng tôi có xử lý dữ liệu của bạn hay không và nhận bản sao dữ liệu đó.',
            'Quyền chỉnh sửa: yêu cầu sửa dữ liệu không chính xác; bạn có thể tự thay đổi phần lớn thông tin tài khoản trong phần cài đặt.',
            'Quyền xóa: yêu cầu xóa dữ liệu của bạn, chẳng hạn bằng cách đóng tài khoản, trừ khi chúng tôi phải lưu giữ vì lý do pháp lý.',
            'Quyền hạn chế xử lý: yêu cầu chúng tôi ngừng sử dụng dữ liệu của bạn, ngoại trừ việc lưu trữ, trong thời gian một vấn đề liên quan đến dữ liệu đó đang được giải quyết.',
            'Quyền di chuyển dữ liệu: nhận dữ liệu bạn đã cung cấp cho chúng tôi ở định dạng có cấu trúc, thông dụng và máy có thể đọc được, và yêu cầu chuyển dữ liệu đó đến nhà cung cấp khác khi khả thi về mặt kỹ thuật.',
            'Quyền phản đối: phản đối bất cứ lúc nào việc xử lý dựa trên lợi ích hợp pháp của chúng tôi và mọi hoạt động tiếp thị trực tiếp.',
            'Quyền rút lại sự đồng ý: trong trường hợp chúng tôi dựa trên sự đồng ý của bạn, rút lại sự đồng ý đó bất cứ lúc nào mà không ảnh hưởng đến các hoạt động đã thực hiện trước đó.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Để thực hiện một quyền, hãy gửi email đến privacy@roomwalk.example từ địa chỉ email của tài khoản. Chúng tôi có thể đề nghị bạn xác minh danh tính và sẽ trả lời trong vòng một tháng; nếu yêu cầu phức tạp, chúng tôi có thể gia hạn thêm tối đa hai tháng và sẽ cho bạn biết lý do. Việc thực hiện các quyền của bạn là miễn phí.',
        },
        {
          kind: 'paragraph',
          text: 'Bạn cũng có quyền khiếu nại với cơ quan bảo vệ dữ liệu của quốc gia nơi bạn sinh sống hoặc làm việc, hoặc nơi bạn cho rằng quyền của mình đã bị xâm phạm. Chúng tôi mong có cơ hội giải quyết mối quan ngại của bạn trước.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Trẻ em',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk là dịch vụ chuyên nghiệp và không hướng đến trẻ em. Bạn phải từ đủ 16 tuổi trở lên để tạo tài khoản. Chúng tôi không cố ý thu thập dữ liệu cá nhân của trẻ em; nếu bạn cho rằng một trẻ em đã cung cấp dữ liệu cá nhân cho chúng tôi, hãy gửi email đến privacy@roomwalk.example và chúng tôi sẽ xóa dữ liệu đó.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Thay đổi đối với chính sách này',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi có thể cập nhật chính sách này khi dịch vụ của chúng tôi hoặc pháp luật thay đổi. Ngày ở đầu trang này cho biết thời điểm chính sách được thay đổi gần nhất. Nếu một thay đổi ảnh hưởng đáng kể đến cách chúng tôi sử dụng dữ liệu cá nhân của bạn, chúng tôi sẽ thông báo cho bạn qua email hoặc trong ứng dụng trước khi thay đổi đó có hiệu lực.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Liên hệ với chúng tôi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nếu có bất kỳ câu hỏi nào về chính sách này hoặc dữ liệu cá nhân của bạn, hoặc để thực hiện các quyền của mình, hãy gửi email đến privacy@roomwalk.example. Đối với các câu hỏi về Điều khoản dịch vụ, hãy gửi email đến legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Điều khoản dịch vụ',
  lastUpdated: '2026-11-22',
  intro: [
    'Điều khoản dịch vụ này (“Điều khoản”) điều chỉnh việc bạn truy cập và sử dụng Roomwalk, một dịch vụ trực tuyến để tạo, lưu trữ và chia sẻ tour 3D ảo và tour thực tế tăng cường. Điều khoản là một thỏa thuận có giá trị ràng buộc giữa bạn và Roomwalk (“Roomwalk”, “chúng tôi”).',
    'Khi tạo tài khoản, mua gói đăng ký hoặc sử dụng Roomwalk theo bất kỳ cách nào khác, bạn chấp nhận các Điều khoản này. Nếu bạn sử dụng Roomwalk cho một tổ chức, bạn chấp nhận các Điều khoản này thay mặt tổ chức đó và xác nhận rằng bạn được ủy quyền để làm việc này; khi đó, “bạn” có nghĩa là cả bạn và tổ chức đó. Nếu bạn không chấp nhận các Điều khoản này, vui lòng không sử dụng Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'Dịch vụ',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk chuyển đổi các bản quét thực hiện bằng điện thoại thông minh và các tệp CAD được tải lên thành tour 3D ảo, có thể tham quan trong trình duyệt web, đặt vào không gian thực tế tăng cường và khám phá bằng tính năng dẫn đường trong nhà được tích hợp sẵn. Các tệp tải lên được xử lý tự động trên đám mây, và trong hầu hết các trường hợp, tour được giao trong khoảng 24 giờ; tour từ tệp CAD thường nhanh hơn. Các khoảng thời gian này chỉ là ước tính, không phải cam kết.',
        },
        {
          kind: 'paragraph',
          text: 'Một số tính năng phụ thuộc vào thiết bị của bạn: chẳng hạn, thực tế tăng cường cần điện thoại hoặc máy tính bảng và trình duyệt hỗ trợ tính năng này. Các tính năng và số tín dụng có trong từng gói được mô tả trên trang bảng giá của chúng tôi.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Tài khoản và bảo mật',
      blocks: [
        {
          kind: 'list',
          items: [
            'Để tạo tài khoản, bạn phải từ đủ 18 tuổi trở lên, hoặc đủ tuổi thành niên theo pháp luật nơi bạn sinh sống nếu độ tuổi này cao hơn, và có năng lực giao kết hợp đồng có giá trị ràng buộc.',
            'Cung cấp thông tin chính xác khi đăng ký và luôn cập nhật thông tin đó, đặc biệt là địa chỉ email, vì chúng tôi dùng địa chỉ này để đặt lại mật khẩu và gửi các thông báo quan trọng.',
            'Giữ bí mật mật khẩu và không chia sẻ tài khoản của bạn. Chúng tôi khuyến nghị bật xác thực hai yếu tố. Với gói Office, mỗi thành viên sử dụng tài khoản riêng của mình.',
            'Bạn chịu trách nhiệm về mọi hoạt động được thực hiện bằng tài khoản của mình. Nếu nghi ngờ có người khác đã sử dụng tài khoản, hãy đổi mật khẩu, đăng xuất các phiên khác trong phần cài đặt và thông báo cho chúng tôi qua legal@roomwalk.example.',
            'Để bảo vệ tài khoản, chúng tôi có thể tạm dừng việc đăng nhập trong một khoảng thời gian sau nhiều lần thất bại liên tiếp, và có thể yêu cầu bạn đăng nhập lại bất cứ lúc nào.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Gói đăng ký và thanh toán',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk được cung cấp theo hình thức đăng ký. Các gói hiện đang được cung cấp là Agent và Office, thanh toán theo tháng hoặc theo năm, và Hotel, thanh toán theo năm. Mỗi gói bao gồm một số lượng tín dụng như được mô tả trên trang bảng giá của chúng tôi tại thời điểm bạn đăng ký. Giá hiển thị chưa bao gồm các loại thuế áp dụng tại nơi bạn sinh sống; thuế sẽ được cộng thêm khi thanh toán.',
        },
        {
          kind: 'list',
          items: [
            'Tự động gia hạn: gói đăng ký của bạn tự động gia hạn vào cuối mỗi chu kỳ thanh toán cho một chu kỳ có cùng thời hạn, và chúng tôi sẽ thu phí qua phương thức thanh toán bạn đã lưu, cho đến khi bạn hủy.',
            'Thanh toán theo năm: gói đăng ký theo năm được trả trước cho mười hai tháng và có chi phí thấp hơn mười hai lần thanh toán theo tháng; khoản tiết kiệm được hiển thị trên trang bảng giá của chúng tôi.',
            'Thay đổi giá: chúng tôi có thể thay đổi giá của một gói. Chúng tôi sẽ thông báo cho bạn ít nhất 30 ngày trước khi giá mới được áp dụng cho bạn, và giá mới chỉ áp dụng từ lần gia hạn tiếp theo của bạn; nếu không đồng ý, bạn có thể hủy trước thời điểm đó.',
            'Thanh toán không thành công: nếu một khoản thanh toán không thành công, chúng tôi sẽ thử lại và thông báo cho bạn. Nếu khoản thanh toán vẫn chưa được thực hiện trong vòng 14 ngày, gói đăng ký của bạn có thể chấm dứt và tour của bạn sẽ bị tạm ngưng như được mô tả tại mục “Khi gói đăng ký kết thúc”.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Tín dụng',
      blocks: [
        {
          kind: 'list',
          items: [
            'Một tín dụng tạo được một tour. Tín dụng được sử dụng khi bạn gửi một bản quét hoặc một tệp CAD để xử lý.',
            'Nếu chúng tôi không thể tạo tour từ tệp bạn tải lên, chẳng hạn vì tệp bị hỏng hoặc bản quét không đầy đủ, chúng tôi sẽ hoàn lại tín dụng vào số dư của bạn.',
            'Tín dụng chưa sử dụng được chuyển sang kỳ sau trong khoảng thời gian nêu trong gói của bạn (ví dụ: tối đa ba tháng đối với gói Agent) và sau đó hết hạn. Tín dụng của gói Office được dùng chung giữa các thành viên của gói.',
            'Tín dụng không có giá trị quy đổi thành tiền mặt, không thể chuyển sang tài khoản khác hoặc đổi thành tiền, và không bao giờ được hoàn tiền sau khi đã sử dụng.',
            'Tín dụng còn lại khi gói đăng ký của bạn kết thúc vẫn được giữ trong tài khoản cho đến thời điểm lẽ ra chúng hết hạn, và bạn có thể sử dụng lại nếu đăng ký lại trước thời điểm đó.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Thay đổi gói, hủy và hoàn tiền',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nâng cấp: khi bạn chuyển sang gói cao hơn, thay đổi có hiệu lực ngay lập tức. Chúng tôi thu phần chênh lệch giá cho thời gian còn lại của chu kỳ thanh toán hiện tại, tính theo tỷ lệ từng ngày, và cộng số tín dụng bổ sung của gói mới vào số dư của bạn.',
            'Hạ cấp và thay đổi chu kỳ thanh toán: các thay đổi này có hiệu lực từ đầu chu kỳ thanh toán tiếp theo; cho đến lúc đó, gói hiện tại của bạn vẫn tiếp tục.',
            'Hủy: bạn có thể hủy bất cứ lúc nào trong bảng điều khiển. Việc hủy có hiệu lực vào cuối chu kỳ thanh toán hiện tại: cho đến lúc đó, bạn vẫn có toàn quyền truy cập, bao gồm việc lưu trữ tour và số tín dụng chưa sử dụng, và bạn sẽ không bị tính phí thêm.',
            'Hoàn tiền: các khoản thanh toán cho chu kỳ thanh toán đã bắt đầu sẽ không được hoàn lại, dù toàn bộ hay một phần, và tín dụng đã sử dụng không bao giờ được hoàn tiền. Nếu chúng tôi chấm dứt gói đăng ký của bạn mà không có lý do chính đáng, hoặc một sự cố từ phía chúng tôi khiến bạn không thể sử dụng Roomwalk, chúng tôi sẽ hoàn lại số tiền tương ứng theo tỷ lệ cho phần thời gian chưa sử dụng của chu kỳ.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nếu bạn là người tiêu dùng và pháp luật của quốc gia bạn cho phép bạn rút khỏi hợp đồng trực tuyến, bạn có thể thực hiện quyền đó trong thời hạn do pháp luật đó quy định bằng cách gửi email đến legal@roomwalk.example. Nếu bạn đã yêu cầu chúng tôi bắt đầu cung cấp dịch vụ trong thời hạn đó, chúng tôi có thể khấu trừ một khoản tương ứng với phần dịch vụ đã cung cấp, bao gồm cả số tín dụng bạn đã sử dụng.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Khi gói đăng ký kết thúc',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi lưu trữ tour của bạn trong suốt thời gian gói đăng ký còn hiệu lực, không giới hạn số lượng tour được lưu giữ. Khi gói đăng ký của bạn kết thúc, dù do bạn hủy hay do thanh toán không thành công, tour của bạn sẽ bị tạm ngưng chứ không bị xóa: liên kết và mã nhúng của tour sẽ hiển thị rằng tour không khả dụng, trong khi bạn vẫn có thể đăng nhập, xem tour và tải xuống các tệp bạn đã tải lên. Khi bạn đăng ký lại, các tour bị tạm ngưng sẽ khả dụng trở lại tại cùng các liên kết cũ.',
        },
        {
          kind: 'paragraph',
          text: 'Nếu muốn xóa tour, bạn hãy xóa chúng trong bảng điều khiển hoặc đóng tài khoản. Chính sách quyền riêng tư của chúng tôi giải thích việc xóa mất bao lâu.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Quy tắc sử dụng',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bạn đồng ý sử dụng Roomwalk một cách hợp pháp và có trách nhiệm. Cụ thể, bạn không được:',
        },
        {
          kind: 'list',
          items: [
            'quét, chụp ảnh hoặc tải lên bất kỳ địa điểm nào trừ khi bạn là chủ sở hữu hoặc được chủ sở hữu hay người đang sử dụng địa điểm đó cho phép, và khi pháp luật yêu cầu, có sự đồng ý của mọi người có thể bị nhận diện trong kết quả;',
            'bí mật ghi lại không gian riêng tư, hoặc sử dụng tour để theo dõi, quấy rối, giám sát hoặc gây nguy hiểm cho bất kỳ ai;',
            'tải lên hoặc công bố nội dung trái pháp luật, xâm phạm quyền sở hữu trí tuệ hoặc quyền riêng tư của người khác, mang tính phỉ báng, kích động thù ghét, bạo lực hoặc khiêu dâm, hoặc gây hiểu lầm về một bất động sản, chẳng hạn bằng cách che giấu những khiếm khuyết mà bạn có nghĩa vụ phải công bố;',
            'tải lên phần mềm độc hại hoặc nội dung được tạo ra nhằm gây hại cho thiết bị hoặc vượt qua các biện pháp bảo mật;',
            'dịch ngược, giải mã hoặc tháo rời dịch vụ hay trình xem tour của dịch vụ, hoặc tìm cách trích xuất mã nguồn, trừ trường hợp pháp luật cho phép rõ ràng bất chấp hạn chế này;',
            'dò tìm, quét hoặc kiểm tra tính bảo mật của dịch vụ khi chưa được chúng tôi cho phép bằng văn bản, can thiệp vào hoạt động của dịch vụ hoặc gây tải quá mức cho dịch vụ, kể cả bằng cách thu thập dữ liệu tự động;',
            'chia sẻ tài khoản, bán lại dịch vụ hoặc quyền truy cập dịch vụ, hoặc sử dụng dịch vụ để xây dựng sản phẩm cạnh tranh;',
            'sử dụng dịch vụ vi phạm pháp luật về kiểm soát xuất khẩu hoặc các biện pháp trừng phạt.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi có thể gỡ bỏ hoặc vô hiệu hóa nội dung vi phạm các quy tắc này, hoặc nội dung mà pháp luật yêu cầu chúng tôi gỡ bỏ, và chúng tôi sẽ thông báo cho bạn khi làm vậy, trừ khi pháp luật hoặc một cuộc điều tra không cho phép.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Nội dung của bạn',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bạn vẫn giữ quyền sở hữu đối với bản quét, tệp, hình ảnh, văn bản và các nội dung khác mà bạn tải lên (“nội dung của bạn”) cũng như đối với các tour được tạo ra từ đó.',
        },
        {
          kind: 'paragraph',
          text: 'Bạn cấp cho Roomwalk một giấy phép không độc quyền, có hiệu lực trên toàn thế giới và miễn phí bản quyền để lưu trữ, sao chép, xử lý, điều chỉnh (chẳng hạn chuyển đổi bản quét thành mô hình 3D, giảm kích thước hoặc nhận diện đồ vật trong đó) và hiển thị nội dung của bạn, chỉ trong phạm vi cần thiết để cung cấp và bảo đảm an toàn cho dịch vụ dành cho bạn và để hiển thị tour của bạn cho những người bạn chia sẻ. Giấy phép này chấm dứt khi nội dung của bạn bị xóa khỏi hệ thống của chúng tôi, ngoại trừ các bản sao lưu sẽ bị ghi đè theo quy trình thông thường.',
        },
        {
          kind: 'paragraph',
          text: 'Bạn xác nhận rằng bạn có đầy đủ các quyền cần thiết để cấp giấy phép này, và rằng nội dung của bạn, cũng như việc chúng tôi sử dụng nội dung đó như mô tả trong các Điều khoản này, không xâm phạm quyền của bất kỳ ai hoặc vi phạm bất kỳ quy định pháp luật nào.',
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi không sử dụng nội dung của bạn để quảng bá Roomwalk, chẳng hạn làm ví dụ trên trang web của chúng tôi, khi chưa có sự cho phép của bạn.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Tour công khai và mã nhúng',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bạn quyết định có công bố một tour hay không. Tour đã công bố có thể được xem mà không cần tài khoản bởi bất kỳ ai có liên kết hoặc truy cập trang web có nhúng tour đó. Bạn chịu trách nhiệm về những gì tour đã công bố hiển thị và về các trang web nơi bạn nhúng tour. Bạn có thể hủy công bố tour bất cứ lúc nào, khi đó liên kết và mã nhúng của tour sẽ bị vô hiệu hóa.',
        },
        {
          kind: 'paragraph',
          text: 'Người xem một tour công khai chỉ được sử dụng tour để xem. Họ không được tải xuống, sao chép hoặc đăng lại nội dung của tour khi chưa có sự cho phép của bạn, và các Điều khoản này áp dụng đối với họ trong phạm vi họ sử dụng Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Quyền sở hữu trí tuệ của chúng tôi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk, phần mềm, trình xem tour, thiết kế, logo và tài liệu của Roomwalk thuộc về Roomwalk hoặc các bên cấp phép của Roomwalk và được bảo hộ theo pháp luật về sở hữu trí tuệ. Khi tài khoản của bạn ở trạng thái hợp lệ, chúng tôi cấp cho bạn một giấy phép cá nhân, không độc quyền và không thể chuyển nhượng để sử dụng dịch vụ theo các Điều khoản này. Ngoài giấy phép đó và các quyền của bạn đối với nội dung của chính bạn, các Điều khoản này không trao cho bạn bất kỳ quyền nào đối với Roomwalk hoặc các nhãn hiệu của Roomwalk.',
        },
        {
          kind: 'paragraph',
          text: 'Nếu bạn gửi cho chúng tôi ý kiến phản hồi hoặc đề xuất, chúng tôi có thể sử dụng chúng một cách tự do và không có bất kỳ nghĩa vụ nào đối với bạn.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Trang đăng tin và các dịch vụ khác của bên thứ ba',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trang web của chúng tôi có nêu tên các trang đăng tin bất động sản và các trang web khác có thể hiển thị tour Roomwalk. Những tên này là nhãn hiệu của chủ sở hữu tương ứng. Việc nêu tên chỉ có nghĩa là liên kết hoặc mã nhúng tour Roomwalk tương thích về mặt kỹ thuật với các trang đó; điều này không có nghĩa là họ xác nhận, tài trợ hoặc có liên kết với Roomwalk, hay chúng tôi là đối tác của họ.',
        },
        {
          kind: 'paragraph',
          text: 'Khi bạn công bố tour trên một trang đăng tin hoặc trang web của bên thứ ba, các điều khoản và chính sách riêng của trang đó sẽ áp dụng cho việc sử dụng này. Chúng tôi không chịu trách nhiệm về các dịch vụ của bên thứ ba, tính khả dụng của chúng hoặc những thay đổi do họ thực hiện làm ảnh hưởng đến cách hiển thị tour.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Tính khả dụng và thay đổi dịch vụ',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi nỗ lực để Roomwalk luôn sẵn sàng hoạt động, nhưng không cam kết dịch vụ vận hành liên tục hoặc không có lỗi. Dịch vụ có thể tạm thời không khả dụng trong thời gian bảo trì, mà chúng tôi cố gắng sắp xếp vào thời điểm ít người dùng và thông báo trước, hoặc do các sự kiện nằm ngoài khả năng kiểm soát hợp lý của chúng tôi, chẳng hạn sự cố mạng hoặc sự cố từ nhà cung cấp, tấn công hoặc thiên tai.',
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi liên tục cải tiến Roomwalk và có thể bổ sung, thay đổi hoặc loại bỏ tính năng. Nếu chúng tôi loại bỏ một tính năng là phần quan trọng của gói trả phí của bạn, chúng tôi sẽ thông báo trước cho bạn, và nếu không muốn tiếp tục, bạn có thể hủy và nhận khoản hoàn tiền theo tỷ lệ cho phần còn lại của chu kỳ thanh toán.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Tuyên bố miễn trừ',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tour là bản thể hiện kỹ thuật số được tạo tự động từ bản quét và tệp của bạn. Số đo, sơ đồ mặt bằng, đồ vật được nhận diện và lộ trình dẫn đường chỉ mang tính gần đúng và có thể có sai sót; chúng không phải là kết quả đo đạc khảo sát và không được dùng làm căn cứ cho các quyết định về xây dựng, định giá, pháp lý hoặc an toàn nếu chưa được kiểm tra độc lập.',
        },
        {
          kind: 'paragraph',
          text: 'Trừ khi được nêu rõ trong các Điều khoản này và trong phạm vi pháp luật cho phép, dịch vụ được cung cấp “nguyên trạng” và “tùy theo khả năng sẵn có”, không kèm bất kỳ bảo đảm nào, dù rõ ràng hay ngụ ý, bao gồm các bảo đảm ngụ ý về khả năng thương mại, sự phù hợp cho một mục đích cụ thể và việc không vi phạm quyền. Không điều nào trong các Điều khoản này loại trừ các bảo đảm hoặc cam kết mà pháp luật không cho phép loại trừ, bao gồm các bảo đảm nhằm bảo vệ người tiêu dùng.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Giới hạn trách nhiệm',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trong phạm vi pháp luật cho phép, Roomwalk không chịu trách nhiệm đối với bất kỳ tổn thất gián tiếp, ngẫu nhiên, đặc biệt hoặc hệ quả nào, hoặc đối với bất kỳ tổn thất nào về lợi nhuận, doanh thu, hoạt động kinh doanh, uy tín hoặc dữ liệu phát sinh từ hoặc liên quan đến các Điều khoản này hoặc dịch vụ, ngay cả khi chúng tôi đã được thông báo về khả năng xảy ra tổn thất đó.',
        },
        {
          kind: 'paragraph',
          text: 'Trong phạm vi pháp luật cho phép, tổng trách nhiệm của Roomwalk đối với mọi khiếu nại phát sinh từ hoặc liên quan đến các Điều khoản này hoặc dịch vụ được giới hạn ở số tiền bạn đã trả cho chúng tôi để sử dụng dịch vụ trong mười hai tháng trước sự kiện làm phát sinh khiếu nại.',
        },
        {
          kind: 'paragraph',
          text: 'Các giới hạn này không áp dụng đối với trách nhiệm mà pháp luật không cho phép giới hạn hoặc loại trừ, chẳng hạn trách nhiệm đối với tử vong hoặc thương tích do sơ suất gây ra, hoặc đối với hành vi gian lận, cố ý vi phạm hoặc sơ suất nghiêm trọng.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Bồi thường',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nếu bạn sử dụng Roomwalk cho mục đích kinh doanh, bạn sẽ bảo vệ và bồi thường cho Roomwalk, nhân viên và các nhà cung cấp của Roomwalk trước mọi khiếu nại, tổn thất, thiệt hại và chi phí, bao gồm cả phí pháp lý hợp lý, phát sinh từ nội dung của bạn, từ việc bạn sử dụng dịch vụ trái với các Điều khoản này hoặc từ việc bạn xâm phạm quyền của người khác, chẳng hạn khi một địa điểm bị quét mà không được phép. Chúng tôi sẽ thông báo kịp thời cho bạn về bất kỳ khiếu nại nào như vậy và cho phép bạn tham gia vào việc bảo vệ trước khiếu nại đó.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Tạm ngừng và chấm dứt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bạn có thể ngừng sử dụng Roomwalk và đóng tài khoản bất cứ lúc nào trong phần cài đặt hoặc bằng cách gửi email đến legal@roomwalk.example. Việc đóng tài khoản sẽ chấm dứt mọi gói đăng ký vào cuối chu kỳ thanh toán hiện tại, sau đó nội dung của bạn sẽ bị xóa như mô tả trong Chính sách quyền riêng tư của chúng tôi.',
        },
        {
          kind: 'paragraph',
          text: 'Chúng tôi có thể tạm ngừng hoặc đóng tài khoản của bạn, hoặc hủy công bố tour, nếu bạn vi phạm nghiêm trọng hoặc nhiều lần các Điều khoản này, nếu bạn không thanh toán, nếu pháp luật yêu cầu, hoặc nếu việc sử dụng của bạn gây rủi ro cho người dùng khác, cho dịch vụ hoặc cho bên thứ ba. Khi hợp lý, chúng tôi sẽ cảnh báo trước, cho bạn biết lý do và tạo cơ hội để bạn khắc phục. Nếu chúng tôi đóng tài khoản của bạn mà không có lý do chính đáng, chúng tôi sẽ thông báo trước cho bạn ít nhất 30 ngày và hoàn lại số tiền tương ứng theo tỷ lệ cho khoảng thời gian bạn đã thanh toán nhưng chưa sử dụng.',
        },
        {
          kind: 'paragraph',
          text: 'Các phần của các Điều khoản này mà do bản chất cần tiếp tục có hiệu lực sau khi chấm dứt, chẳng hạn các quy định về sở hữu trí tuệ, miễn trừ, giới hạn trách nhiệm, bồi thường và luật điều chỉnh, sẽ tiếp tục được áp dụng.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Luật điều chỉnh và giải quyết tranh chấp',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Các Điều khoản này, và mọi tranh chấp phát sinh từ hoặc liên quan đến các Điều khoản này hoặc dịch vụ, được điều chỉnh bởi pháp luật của quốc gia nơi công ty vận hành Roomwalk đăng ký, không xét đến các quy tắc xung đột pháp luật của quốc gia đó, và tòa án của quốc gia đó có thẩm quyền giải quyết mọi tranh chấp như vậy.',
        },
        {
          kind: 'paragraph',
          text: 'Nếu bạn là người tiêu dùng, bạn vẫn được hưởng sự bảo vệ theo các quy định bắt buộc của pháp luật quốc gia nơi bạn sinh sống và có thể khởi kiện tại tòa án của quốc gia đó. Trước khi khởi kiện, vui lòng gửi email đến legal@roomwalk.example để chúng tôi có thể cố gắng giải quyết vấn đề một cách không chính thức.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Thay đổi đối với các Điều khoản này',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chúng tôi có thể cập nhật các Điều khoản này, chẳng hạn khi chúng tôi thay đổi các gói hoặc tính năng, hoặc khi pháp luật thay đổi. Chúng tôi sẽ thông báo cho bạn về các thay đổi quan trọng qua email hoặc trong ứng dụng ít nhất 30 ngày trước khi chúng có hiệu lực. Nếu không đồng ý với một thay đổi, bạn có thể hủy gói đăng ký trước khi thay đổi đó có hiệu lực; nếu bạn tiếp tục sử dụng Roomwalk sau đó, bạn được xem là chấp nhận các Điều khoản đã cập nhật. Ngày ở đầu trang này cho biết thời điểm các Điều khoản này được thay đổi gần nhất.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Điều khoản chung',
      blocks: [
        {
          kind: 'list',
          items: [
            'Toàn bộ thỏa thuận: các Điều khoản này, cùng với Chính sách quyền riêng tư của chúng tôi và thông tin chi tiết về gói được hiển thị khi bạn đăng ký, cấu thành toàn bộ thỏa thuận giữa bạn và Roomwalk về dịch vụ.',
            'Tính độc lập của các điều khoản: nếu tòa án xác định bất kỳ phần nào của các Điều khoản này không thể thi hành, các phần còn lại vẫn giữ nguyên hiệu lực.',
            'Không từ bỏ quyền: việc chúng tôi không thực thi ngay một quyền không có nghĩa là chúng tôi từ bỏ quyền đó.',
            'Chuyển nhượng: bạn không được chuyển nhượng các quyền của mình theo các Điều khoản này khi chưa có sự đồng ý của chúng tôi. Chúng tôi có thể chuyển nhượng các quyền của mình cho một công ty tiếp quản hoạt động kinh doanh của chúng tôi, và các Điều khoản này sẽ tiếp tục bảo vệ bạn.',
            'Ngôn ngữ: các Điều khoản này có sẵn bằng nhiều ngôn ngữ. Nếu các phiên bản có sự khác biệt, phiên bản tiếng Anh sẽ được ưu tiên áp dụng, trừ khi pháp luật của quốc gia bạn quy định khác.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Liên hệ',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Các câu hỏi về các Điều khoản này có thể được gửi đến legal@roomwalk.example. Đối với các câu hỏi về dữ liệu cá nhân, hãy gửi email đến privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
