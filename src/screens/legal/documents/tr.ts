/**
 * Roomwalk's Privacy Policy and Terms of Service in Turkish, translated from ./en.ts, the source of
 * every translation.
 *
 * Keep identical to ./en.ts: every section `id` and the order of the sections; the `kind` of every
 * block, the number of blocks in each section, the number of items in every list and the number of
 * intro paragraphs; `lastUpdated`, the name Roomwalk and the addresses privacy@roomwalk.example and
 * legal@roomwalk.example. `title` is the catalogue's pages.privacy.title / pages.terms.title, and a
 * section named in the text uses that section's translated heading. Plain text only: no HTML, no
 * Markdown. src/screens/legal/documents.test.ts checks this.
 */
import type { LegalDocument, LegalDocuments } from '../legal-document';

const privacy: LegalDocument = {
  title: 'Gizlilik Politikası',
  lastUpdated: '2026-11-22',
  intro: [
    'Bu Gizlilik Politikası, web sitemizi ziyaret ettiğinizde, bir hesap oluşturduğunuzda, mekânları taradığınızda veya yüklediğinizde ve 3D ile artırılmış gerçeklik turlarını başkalarıyla paylaştığınızda Roomwalk’un (“Roomwalk”, “biz”) kişisel verileri nasıl topladığını, kullandığını, paylaştığını ve koruduğunu açıklar.',
    'Her bölümde ne yaptığımızı, bunu neden yaptığımızı ve hangi seçeneklere sahip olduğunuzu bulabilirsiniz. Anlaşılmayan bir nokta olursa privacy@roomwalk.example adresine yazın.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Biz kimiz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk, telefonla yapılan taramaları ve yüklenen CAD dosyalarını mülklerin ve mekânların sanal 3D turlarına dönüştüren çevrim içi bir hizmet sunar. Bu turlar bir tarayıcıda gezilebilir, bir telefonda artırılmış gerçeklikle mekâna yerleştirilebilir ve bir bağlantı ya da yerleştirme koduyla paylaşılabilir.',
        },
        {
          kind: 'paragraph',
          text: 'Bu politikada açıklanan kişisel veriler (hesabınız, aboneliğiniz, bize gönderdiğiniz mesajlar ve web sitesini kullanma biçiminiz) bakımından veri sorumlusu Roomwalk’tur. Bu politikayla ilgili her konuda privacy@roomwalk.example adresinden bize ulaşabilirsiniz.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Bu politikanın kapsamı',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu politika; Roomwalk web sitesi, Roomwalk web uygulaması ve başka web sitelerine yerleştirilmiş turlar dahil olmak üzere turların gösterildiği sayfalar için geçerlidir. Bir Roomwalk turunu gösteriyor olsalar bile başkaları tarafından işletilen web siteleri veya ilan portalları için geçerli değildir; bu siteler için kendi gizlilik politikaları geçerlidir.',
        },
        {
          kind: 'paragraph',
          text: 'Bir mekânı taradığınızda veya yüklediğinizde tur, başka kişilere ait kişisel veriler içerebilir; örneğin duvardaki bir fotoğrafta yer alan bir yüz veya masada unutulmuş bir mektuptaki bir isim. Bu içeriği nasıl ele aldığımız “Turlarınız ve turlarda yer alan kişiler” başlıklı bölümde açıklanmaktadır.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Topladığımız veriler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yalnızca hizmeti yürütmek için ihtiyaç duyduğumuz verileri toplarız. Roomwalk’u nasıl kullandığınıza bağlı olarak bunlar şunları içerir:',
        },
        {
          kind: 'list',
          items: [
            'Hesap verileri: adınız ve soyadınız, e-posta adresiniz, şifreniz (yalnızca hash değerini saklarız), hizmetteki rolünüz ve etkinleştirmeniz hâlinde iki adımlı doğrulama için kullanılan gizli anahtar.',
            'Profil ve kuruluş verileri: profilinizi tamamlarken eklediğiniz, şirketiniz ve sektörünüz gibi bilgiler ile Office planının üyeleri.',
            'Abonelik ve faturalandırma verileri: planınız, faturalandırma döneminiz, kredi bakiyeniz ve kredi geçmişiniz, faturalarınız ve bize bildirdiğiniz fatura adı ve adresi. Kart bilgileri ödeme hizmeti sağlayıcımızın sistemine girilir ve bu sağlayıcı tarafından saklanır; biz yalnızca kart türünü, son dört haneyi ve son kullanma tarihini görürüz.',
            'Tur içeriği: yüklediğiniz taramalar, fotoğraflar, videolar, CAD dosyaları ve diğer dosyalar; bunlardan ürettiğimiz 3D modeller, kat planları ve navigasyon verileri ile eklediğiniz başlıklar, açıklamalar, notlar ve başlangıç konumları.',
            'Güvenlik ve oturum verileri: hesabınızda açık olan oturumlar ile her birinin tarayıcı ve işletim sistemi türü ve IP adresi, başarısız giriş denemeleri ve girişlerin, şifre değişikliklerinin ve diğer güvenlik olaylarının zamanları.',
            'İletişim talepleri: iletişim formu aracılığıyla bize gönderdiğiniz ad ve soyad, e-posta adresi, sektör, planladığınız tur sayısı ve mesaj.',
            'Kullanım ve teknik veriler: talep edilen sayfalar, her talebin zamanı ve sonucu, turların görüntülenme sayıları ve “Hata raporlama ve teknik istatistikler” başlıklı bölümde açıklanan istatistikler.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Sağlık veya dini inançlarla ilgili bilgiler gibi özel nitelikli kişisel verileri talep etmeyiz; bu tür verileri turlara, notlara veya mesajlara eklememenizi rica ederiz.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Verilerinizi nasıl ve neden kullanıyoruz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verileri, her biri AB ve Birleşik Krallık Genel Veri Koruma Tüzüğü (GDPR) gibi veri koruma mevzuatı kapsamında bir hukuki dayanağa sahip olan aşağıdaki amaçlarla kullanırız:',
        },
        {
          kind: 'list',
          items: [
            'Kaydolduğunuz hizmeti sunmak: hesabınızı oluşturmak ve giriş yapmanızı sağlamak, yüklemelerinizi işleyerek turlara dönüştürmek, turlarınızı barındırmak ve göstermek, kredi bakiyenizi tutmak ve destek sorularını yanıtlamak. Hukuki dayanak: sizinle yaptığımız sözleşmenin ifası.',
            'Aboneliğinizi faturalandırmak, muhasebe kayıtlarını tutmak ve vergi yükümlülüklerini yerine getirmek. Hukuki dayanak: sözleşmemizin ifası ve hukuki yükümlülüklerin yerine getirilmesi.',
            'Hesapların ve hizmetin güvenliğini sağlamak: olağan dışı girişleri tespit etmek, tekrarlanan başarısız denemeleri sınırlamak, sahte taleplere karşı koruma sağlamak ve kötüye kullanımı incelemek. Hukuki dayanak: güvenli bir hizmete ilişkin, sizin de yararınıza olan meşru menfaatimiz.',
            'Hata raporları ve teknik istatistikler yardımıyla hataları bulmak ve gidermek, performansı iyileştirmek. Hukuki dayanak: güvenilir bir hizmete ilişkin meşru menfaatimiz.',
            'İletişim taleplerini yanıtlamak ve talep etmeniz hâlinde Roomwalk’un işletmenizde nasıl kullanılabileceğini göstermek. Hukuki dayanak: sözleşme kurulmadan önce talebiniz üzerine atılan adımlar ve sorulara yanıt vermeye ilişkin meşru menfaatimiz.',
            'Şifre sıfırlama bağlantıları, güvenlik bildirimleri, ödeme makbuzları ve koşullarımızda veya bu politikada yapılan değişikliklere ilişkin bildirimler gibi hizmet e-postaları göndermek. Hukuki dayanak: sözleşmemizin ifası ve sizi bilgilendirmeye ilişkin meşru menfaatimiz.',
            'Yalnızca almayı kabul etmişseniz Roomwalk hakkında haberler göndermek. Hukuki dayanak: bu tür her e-postada yer alan abonelikten çıkma bağlantısıyla dilediğiniz zaman geri alabileceğiniz açık rızanız.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kişisel verileri satmayız, reklam amacıyla kullanmayız ve hakkınızda, yalnızca otomatik işlemeye dayanan ve sizin için hukuki sonuç doğuran ya da sizi benzer şekilde önemli ölçüde etkileyen kararlar almayız. Taramalarınızdaki nesnelerin, duvarların ve zeminlerin otomatik olarak algılanması sizi değil, mekânı tanımlar.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Turlarınız ve turlarda yer alan kişiler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bir mekânı taradığınızda, içinde nelerin yer alacağına siz karar verirsiniz. Taramalar ve fotoğraflar; insanları, aile fotoğraflarını, belgeleri, araç plakalarını veya birinin evinin içini gösterebilir. Bir mekânı taramadan veya yüklemeden önce bunu yapmaya hakkınız olduğundan ve orada yaşayan ya da çalışan kişilerin bundan haberdar olduğundan emin olun; gösterilmemesi gereken kişisel eşyaları kaldırın veya örtün.',
        },
        {
          kind: 'paragraph',
          text: 'Yüklediğiniz içerikte yer alan kişisel verilerin hangi amaçla ve nasıl kullanılacağına siz (veya çalıştığınız kuruluş) karar verirsiniz; biz bu verileri veri işleyen sıfatıyla sizin adınıza işleriz. Bu içeriği yalnızca turlarınızı üretmek, saklamak, göstermek ve sunmak ve hizmetin çalışmasını sürdürmek için kullanırız; hiçbir zaman kendi amaçlarımız için kullanmayız. Veri işleme sözleşmesine ihtiyaç duyan kurumsal müşteriler, sözleşmemizi privacy@roomwalk.example adresinden talep edebilir.',
        },
        {
          kind: 'paragraph',
          text: 'Başka birinin yayımladığı bir turda yer alıyorsanız ve bir şeyin kaldırılmasını istiyorsanız lütfen önce turun sahibine başvurun. Bu bir sonuç vermezse turun bağlantısıyla birlikte privacy@roomwalk.example adresine yazın; size yardımcı oluruz.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Herkese açık paylaştığınız turlar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yayımladığınız bir tur, bağlantısına sahip olan herkes ve turu yerleştirdiğiniz bir web sitesini ziyaret eden herkes tarafından açılabilir. Bu nedenle yayımlanmış bir turda görünen her şey, başlığı, açıklaması ve notları dahil, kamuya açıktır. Bir turu kontrol panelinizden dilediğiniz zaman yayından kaldırabilir veya silebilirsiniz; başkalarının kaydettiği veya arama motorlarının depoladığı kopyalar bizim kontrolümüz dışındadır.',
        },
        {
          kind: 'paragraph',
          text: 'Biri herkese açık bir turu görüntülediğinde görüntülemeyi sayarız ve sunucularımız, turu sunmak için gereken IP adresi ve tarayıcı türü gibi teknik verileri kaydeder. Ziyaretçilerin kimliğini belirlemeye çalışmayız ve cihazlarına izleme çerezleri yerleştirmeyiz.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Çerezler ve yerel depolama',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk yalnızca talep ettiğiniz hizmeti sunmak için kesinlikle gerekli olan çerezleri ve tarayıcı depolamasını kullanır. Kesinlikle gerekli oldukları için bunlar izninizi gerektirmez; reklam, analiz veya sosyal medya çerezleri kullanmayız. Bunlar şunlardır:',
        },
        {
          kind: 'list',
          items: [
            'Yenileme belirteci çerezi: tarayıcınızın kısa ömürlü yeni bir erişim belirteci almasını sağlayarak oturumunuzun açık kalmasını sağlar. Komut dosyaları bu çerezi okuyamaz; çerez yalnızca kendi sitemize gönderilir ve 30 gün sonra veya oturumu kapattığınızda sona erer.',
            'Sahteciliğe karşı koruma çerezi: bir talebin gerçekten uygulamamızdan geldiğini kanıtlayan, rastgele ve imzalı bir değerdir; sizi siteler arası istek sahteciliğine (CSRF) karşı korur.',
            'Yerel depolamadaki oturum verileri: uygulamanın oturumunuzun açık olduğunu bilmesi için erişim belirteciniz, bu belirtecin geçerlilik süresi ve temel kullanıcı kaydınızın bir kopyası; bunlar tarayıcınızda, yalnızca tarayıcı oturumu boyunca geçerli olan bir anahtarla şifrelenir. Oturumu kapattığınızda silinir.',
            'Yerel depolamadaki giriş koruması: her e-posta adresi için son başarısız giriş denemelerinin sayısı; 15 dakika içinde beş başarısız denemeden sonra girişleri duraklatmak için kullanılır.',
            'Yerel depolamadaki dil tercihi: seçtiğiniz dil; böylece web sitesi bir sonraki ziyaretinizde bu dilde görüntülenir.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Çerezleri ve yerel depolamayı dilediğiniz zaman tarayıcı ayarlarınızdan silebilirsiniz. Bunları engellerseniz herkese açık sayfaları okumaya ve herkese açık turları görüntülemeye devam edebilirsiniz, ancak giriş yapamazsınız.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Hata raporlama ve teknik istatistikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Canlı hizmetimizde hata raporlama etkinleştirildiğinde uygulama, hata raporlarını bir hata izleme hizmeti olan Sentry’ye gönderir. Bir rapor; hata mesajını ve hatanın kodda nerede oluştuğunu, sayfanın adresini (giriş belirteçleri ve anahtarlar çıkarılmış olarak), tarayıcıyı ve işletim sistemini, hataya yol açan adımları ve giriş yapmışsanız, hatadan etkilendiğinizde size yardımcı olabilmemiz için kullanıcı kimliğinizi, e-posta adresinizi ve kullanıcı adınızı içerir. Sentry ayrıca sayfaların ne kadar hızlı yüklendiğini ölçer ve tarayıcı oturumlarını sayar; bu da yeni bir sürümün kararlı olup olmadığını anlamamızı sağlar.',
        },
        {
          kind: 'paragraph',
          text: 'Uygulamayı kullandığınız sürece uygulama bize birkaç dakikada bir teknik istatistikler de gönderir: talep sayısı, bunlardan kaçının önbellekten yanıtlandığı, yanıt süreleri ve boyutları; bu veriler kaynak türüne göre gruplandırılır ve tarayıcı oturumuna ait rastgele bir tanımlayıcıyla birlikte gönderilir. Bu istatistikler tur içeriği, form girişleri veya şifre içermez.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'Gönderdiğimiz e-postalar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'E-posta adresinizi, hizmetin gerektirdiği mesajları göndermek için kullanırız: talep ettiğinizde şifrenizi sıfırlamanız için bir bağlantı (bir saat geçerlidir), iki adımlı doğrulamanın açılması veya kapatılması gibi güvenlik değişikliklerinin onayları, ödeme makbuzları, aboneliğiniz ve kredilerinizle ilgili bildirimler ve koşullarımızda veya bu politikada yapılan önemli değişikliklere ilişkin bildirimler. Bu mesajlar hizmetin bir parçası olduğundan, hesabınız olduğu sürece bunları almayı reddedemezsiniz.',
        },
        {
          kind: 'paragraph',
          text: 'Haberleri ve ürün güncellemelerini yalnızca almayı kabul ettiyseniz göndeririz; bu tür her e-postada abonelikten çıkma bağlantısı bulunur.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Verileri kimlerle paylaşıyoruz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verileri yalnızca Roomwalk’u işletmemize yardımcı olan hizmet sağlayıcılarla, bu verileri yalnızca talimatlarımız doğrultusunda işlemelerini, gizli tutmalarını ve korumalarını zorunlu kılan yazılı sözleşmeler çerçevesinde paylaşırız. Bu sağlayıcılar şunlardır:',
        },
        {
          kind: 'list',
          items: [
            'sunucularımızı ve veritabanlarımızı çalıştıran, yüklemeleri ve turları depolayan bulut barındırma ve depolama sağlayıcıları;',
            'taramaları ve CAD dosyalarını turlara dönüştüren, grafik işlemcili bulut bilişim sağlayıcıları;',
            'abonelik ödemelerini işleyen ve kart bilgilerini saklayan bir ödeme hizmeti sağlayıcısı;',
            'şifre sıfırlama bağlantılarını ve diğer hizmet e-postalarını gönderen bir e-posta gönderim sağlayıcısı;',
            'hata raporlama etkinleştirildiğinde hata raporlarını alan Sentry.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ayrıca kişisel verileri; yasanın gerektirdiği durumlarda, örneğin geçerli bir mahkeme kararına yanıt olarak; kullanıcılarımızın, kamunun veya Roomwalk’un haklarını, güvenliğini ya da mülkiyetini korumak için gerekli olduğunda; veya Roomwalk’un işletmesinin satılması ya da yeniden yapılandırılması hâlinde bir alıcıya veya halefe açıklarız. Bu son durumda bu politika verileriniz için geçerli olmaya devam eder.',
        },
        {
          kind: 'paragraph',
          text: 'Hizmet sağlayıcılarımızın ve bulundukları yerlerin güncel listesini privacy@roomwalk.example adresinden talep edebilirsiniz.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Yurt dışına aktarımlar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hizmet sağlayıcılarımız verileri, veri koruma mevzuatı yaşadığınız ülkeninkinden farklı olan ülkeler de dahil olmak üzere sizin ülkeniz dışındaki ülkelerde işleyebilir. Kişisel verileri Avrupa Ekonomik Alanı, Birleşik Krallık veya İsviçre dışına aktardığımızda bunu yalnızca yeterli koruma sağladığı kabul edilen ülkelere ya da Avrupa Komisyonu tarafından onaylanan standart sözleşme maddeleri ve bunların Birleşik Krallık’taki karşılığı çerçevesinde, gerektiğinde ek güvencelerle yaparız. Bu güvencelerin bir kopyasını bizden isteyebilirsiniz.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Verileri ne kadar süre saklıyoruz',
      blocks: [
        {
          kind: 'list',
          items: [
            'Hesap ve profil verileri: hesabınız var olduğu sürece; hesabınızı kapattıktan sonra 30 gün içinde silinir.',
            'Turlar ve yüklemeler: hesabınız var olduğu sürece. Aboneliğinizin süresi dolarsa turlarınız silinmez, duraklatılır; böylece yeniden abone olarak turlarınızı geri getirebilirsiniz. Sildiğiniz turlar ve kapatılan bir hesabın tüm turları 30 gün içinde kaldırılır; yedeklerimizdeki kopyaların üzerine de sonraki 35 gün içinde yazılır.',
            'Faturalandırma kayıtları ve faturalar: vergi ve muhasebe mevzuatının gerektirdiği süre boyunca, genellikle on yıla kadar.',
            'Oturumlar ve güvenlik olayları: oturum etkin olduğu sürece ve sona ermesinden sonra 90 güne kadar; başarısız giriş denemeleri 30 güne kadar.',
            'İletişim talepleri: sizinle son yazışmamızdan sonra 24 aya kadar; müşterimiz olmanız hâlinde bu talepler hesap kayıtlarınızın bir parçası olur.',
            'Hata raporları: 90 güne kadar. Sunucu günlükleri ve teknik istatistikler: 30 güne kadar; bu sürenin sonunda yalnızca artık kimseyi tanımlamayan toplam değerleri saklarız.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Verileri yalnızca yasanın gerektirdiği durumlarda veya bir hukuki talebin tespiti, kullanılması ya da savunulması için gerekli olduğunda ve yalnızca bu ihtiyaç devam ettiği sürece daha uzun süre saklarız.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Verileri nasıl koruyoruz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kişisel verileri, riske uygun teknik ve idari tedbirlerle koruruz. Bu tedbirler arasında şunlar yer alır:',
        },
        {
          kind: 'list',
          items: [
            'Aktarım sırasında şifreleme: tarayıcınız ile Roomwalk arasındaki tüm trafik HTTPS (TLS) kullanır.',
            'Şifrelerin hash değeri olarak saklanması: şifrenizin kendisini hiçbir zaman saklamayız; yalnızca kasıtlı olarak yavaş çalışan bir algoritmayla (scrypt) oluşturulan, tuzlanmış ve şifrenin geri elde edilemeyeceği bir hash değeri saklarız.',
            'İki adımlı doğrulama: şifrenize ek olarak bir kimlik doğrulama uygulamasından alınan kodu zorunlu kılabilirsiniz.',
            'Oturum denetimi: hesabınızda oturumu açık olan tüm cihazları görebilir ve bunların herhangi birinde oturumu kapatabilirsiniz; şifrenizi değiştirdiğinizde tüm oturumlar kapatılır.',
            'Tahmin denemelerine karşı koruma: 15 dakika içinde beş başarısız denemeden sonra girişler duraklatılır ve tekrarlanan taleplere hız sınırı uygulanır.',
            'Sahte taleplere ve zararlı içeriğe karşı koruma: verileri değiştiren her talep imzalı bir sahtecilik önleme belirteci taşımalıdır; girdiğiniz metin her zaman metin olarak gösterilir, hiçbir zaman kod olarak çalıştırılmaz.',
            'Tarayıcınızda şifrelenmiş oturum depolaması, canlı sistemlere yalnızca ihtiyaç duyan personelin erişimi, düzenli yedeklemeler ve bu tedbirlerin düzenli olarak gözden geçirilmesi.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hiçbir sistem kusursuz biçimde güvenli değildir. Bir kişisel veri ihlalinin haklarınızı riske atma ihtimali varsa yasanın gerektirdiği şekilde sizi ve yetkili makamı bilgilendiririz. Lütfen güvenlikle ilgili her türlü endişenizi privacy@roomwalk.example adresine bildirin.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Haklarınız',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yaşadığınız yere bağlı olarak kişisel verileriniz üzerinde aşağıdaki haklara sahipsiniz:',
        },
        {
          kind: 'list',
          items: [
            'Erişim: verilerinizi işleyip işlemediğimizi öğrenme ve bunların bir kopyasını alma.',
            'Düzeltme: yanlış verilerin düzeltilmesini isteme; hesap bilgilerinizin çoğunu ayarlarınızdan kendiniz değiştirebilirsiniz.',
            'Silme: yasal bir nedenle saklamamız gerekmedikçe, örneğin hesabınızı kapatarak verilerinizin silinmesini sağlama.',
            'Kısıtlama: verilerinizle ilgili bir sorun çözülürken, saklama dışında verilerinizi kullanmayı durdurmamızı isteme.',
            'Taşınabilirlik: bize sağladığınız verileri yapılandırılmış, yaygın olarak kullanılan ve makinede okunabilir bir formatta alma ve teknik olarak mümkün olduğunda başka bir sağlayıcıya aktarılmasını isteme.',
            'İtiraz: meşru menfaatlerimize dayanan işlemeye ve her türlü doğrudan pazarlamaya dilediğiniz zaman itiraz etme.',
            'Rızayı geri alma: işlemenin rızanıza dayandığı durumlarda, daha önce yapılan işlemleri etkilemeksizin rızanızı dilediğiniz zaman geri alma.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bir hakkınızı kullanmak için hesabınızın e-posta adresinden privacy@roomwalk.example adresine yazın. Kimliğinizi doğrulamanızı isteyebiliriz ve bir ay içinde yanıt veririz; talep karmaşıksa bu süreyi en fazla iki ay daha uzatabilir ve nedenini size bildiririz. Haklarınızı kullanmak ücretsizdir.',
        },
        {
          kind: 'paragraph',
          text: 'Ayrıca yaşadığınız veya çalıştığınız ya da haklarınızın ihlal edildiğini düşündüğünüz ülkedeki veri koruma otoritesine şikâyette bulunma hakkına sahipsiniz. Endişenizi gidermemiz için önce bize fırsat tanırsanız memnun oluruz.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Çocuklar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk profesyonel bir hizmettir ve çocuklara yönelik değildir. Hesap oluşturmak için en az 16 yaşında olmanız gerekir. Çocuklardan bilerek kişisel veri toplamayız; bir çocuğun bize kişisel veri verdiğini düşünüyorsanız privacy@roomwalk.example adresine yazın, bu verileri sileriz.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Bu politikadaki değişiklikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hizmetimiz veya mevzuat değiştiğinde bu politikayı güncelleyebiliriz. Politikanın en son ne zaman değiştirildiği bu sayfanın üst kısmındaki tarihte gösterilir. Bir değişiklik, kişisel verilerinizi kullanma biçimimizi önemli ölçüde etkiliyorsa bunu yürürlüğe girmeden önce size e-posta ile veya uygulama içinde bildiririz.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Bize ulaşın',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu politika veya kişisel verilerinizle ilgili her türlü soru için ya da haklarınızı kullanmak için privacy@roomwalk.example adresine yazın. Hizmet Koşullarımızla ilgili sorular için legal@roomwalk.example adresine yazın.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Hizmet Koşulları',
  lastUpdated: '2026-11-22',
  intro: [
    'Bu Hizmet Koşulları (“Koşullar”), sanal 3D ve artırılmış gerçeklik turları oluşturmaya, barındırmaya ve paylaşmaya yönelik çevrim içi bir hizmet olan Roomwalk’a erişiminizi ve Roomwalk’u kullanımınızı düzenler. Bu Koşullar, sizinle Roomwalk (“Roomwalk”, “biz”) arasında bağlayıcı bir sözleşmedir.',
    'Bir hesap oluşturarak, bir abonelik satın alarak veya Roomwalk’u başka herhangi bir şekilde kullanarak bu Koşulları kabul etmiş olursunuz. Roomwalk’u bir kuruluş adına kullanıyorsanız Koşulları o kuruluş adına kabul etmiş ve buna yetkili olduğunuzu teyit etmiş olursunuz; bu durumda “siz” ifadesi hem sizi hem de o kuruluşu kapsar. Bu Koşulları kabul etmiyorsanız Roomwalk’u kullanmayın.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'Hizmet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk, akıllı telefonla yapılan taramaları ve yüklenen CAD dosyalarını; bir web tarayıcısında gezilebilen, artırılmış gerçeklikle mekâna yerleştirilebilen ve yerleşik iç mekân navigasyonuyla keşfedilebilen sanal 3D turlara dönüştürür. Yüklemeler bulutta otomatik olarak işlenir ve turlar çoğu durumda yaklaşık 24 saat içinde teslim edilir; CAD turları genellikle daha hızlı hazırlanır. Bu süreler garanti değil, tahminidir.',
        },
        {
          kind: 'paragraph',
          text: 'Bazı özellikler cihazınıza bağlıdır: örneğin artırılmış gerçeklik için bu özelliği destekleyen bir telefon veya tablet ve tarayıcı gerekir. Her plana dahil olan özellikler ve krediler fiyatlandırma sayfamızda açıklanmıştır.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Hesaplar ve güvenlik',
      blocks: [
        {
          kind: 'list',
          items: [
            'Hesap oluşturmak için en az 18 yaşında (yaşadığınız yerde reşit olma yaşı daha yüksekse o yaşta) olmanız ve bağlayıcı bir sözleşme yapma ehliyetine sahip olmanız gerekir.',
            'Kaydolurken doğru bilgiler verin ve bu bilgileri, özellikle şifre sıfırlama ve önemli bildirimler için kullandığımız e-posta adresinizi güncel tutun.',
            'Şifrenizi gizli tutun ve hesabınızı paylaşmayın. İki adımlı doğrulamayı açmanızı öneririz. Office planında her üye kendi hesabını kullanır.',
            'Hesabınızla yapılan her şeyden siz sorumlusunuz. Hesabınızın başka biri tarafından kullanıldığından şüpheleniyorsanız şifrenizi değiştirin, ayarlarınızdan diğer oturumlarınızı kapatın ve legal@roomwalk.example adresinden bize bildirin.',
            'Hesapları korumak için tekrarlanan başarısız denemelerden sonra girişleri bir süreliğine duraklatabilir ve dilediğimiz zaman yeniden giriş yapmanızı isteyebiliriz.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Abonelikler ve faturalandırma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk abonelik yoluyla satılır. Şu anda sunulan planlar; aylık veya yıllık faturalandırılan Agent ve Office ile yıllık faturalandırılan Hotel’dir. Her plan, abone olduğunuz sırada fiyatlandırma sayfamızda açıklandığı şekilde belirli sayıda kredi içerir. Fiyatlar, yaşadığınız yerde geçerli vergiler hariç gösterilir; bu vergiler ödeme sırasında eklenir.',
        },
        {
          kind: 'list',
          items: [
            'Otomatik yenileme: aboneliğiniz, siz iptal edene kadar her faturalandırma döneminin sonunda aynı uzunlukta bir dönem için otomatik olarak yenilenir ve ücret kayıtlı ödeme yönteminizden tahsil edilir.',
            'Yıllık faturalandırma: yıllık abonelik on iki ay için peşin ödenir ve on iki aylık ödemeden daha az tutar; tasarruf miktarı fiyatlandırma sayfamızda gösterilir.',
            'Fiyat değişiklikleri: bir planın fiyatını değiştirebiliriz. Yeni fiyat sizin için geçerli olmadan en az 30 gün önce size bildiririz ve yeni fiyat yalnızca bir sonraki yenilemenizden itibaren uygulanır; kabul etmiyorsanız bu tarihten önce iptal edebilirsiniz.',
            'Başarısız ödemeler: bir ödeme başarısız olursa ödemeyi yeniden dener ve sizi bilgilendiririz. Ödeme 14 gün içinde yine de yapılmazsa aboneliğiniz sona erebilir ve turlarınız “Abonelik sona erdiğinde” başlıklı bölümde açıklandığı şekilde duraklatılır.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Krediler',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bir kredi, bir tur oluşturur. Kredi, bir taramayı veya CAD dosyasını işlenmek üzere gönderdiğinizde kullanılır.',
            'Yüklemenizden bir tur üretemezsek, örneğin dosya bozuk veya tarama eksik olduğu için, krediyi bakiyenize iade ederiz.',
            'Kullanmadığınız krediler planınızda belirtilen süre boyunca devreder (örneğin Agent planında üç aya kadar) ve ardından geçerliliğini yitirir. Office planının kredileri üyeleri tarafından ortak kullanılır.',
            'Kredilerin nakit değeri yoktur; başka bir hesaba devredilemez veya paraya çevrilemez ve kullanıldıktan sonra hiçbir zaman iade edilmez.',
            'Aboneliğiniz sona erdiğinde kalan krediler, normalde geçerliliğini yitirecekleri tarihe kadar hesabınızda kalır; bu tarihten önce yeniden abone olursanız bunları tekrar kullanabilirsiniz.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Plan değişiklikleri, iptal ve iadeler',
      blocks: [
        {
          kind: 'list',
          items: [
            'Üst plana geçiş: daha yüksek bir plana geçtiğinizde değişiklik hemen yürürlüğe girer. Mevcut faturalandırma döneminin kalan kısmı için fiyat farkını gün bazında orantılı olarak tahsil eder ve yeni planın ek kredilerini bakiyenize ekleriz.',
            'Alt plana geçiş ve faturalandırma dönemi değişiklikleri: bir sonraki faturalandırma döneminizin başında yürürlüğe girer; o zamana kadar mevcut planınız devam eder.',
            'İptal: kontrol panelinizden dilediğiniz zaman iptal edebilirsiniz. İptal, mevcut faturalandırma döneminin sonunda yürürlüğe girer: o zamana kadar turlarınızın barındırılması ve kullanılmamış kredileriniz dahil tam erişiminiz devam eder ve sizden yeniden ücret alınmaz.',
            'İadeler: başlamış bir faturalandırma dönemi için yapılan ödemeler tamamen veya kısmen iade edilmez; kullanılmış krediler hiçbir zaman iade edilmez. Aboneliğinizi haklı bir neden olmaksızın sona erdirirsek veya bizden kaynaklanan bir arıza Roomwalk’u kullanmanızı engellerse dönemin kullanılmayan kısmına düşen tutarı orantılı olarak iade ederiz.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tüketiciyseniz ve ülkenizin mevzuatı size çevrim içi kurulan bir sözleşmeden cayma hakkı tanıyorsa bu hakkı, ilgili mevzuatın belirlediği süre içinde legal@roomwalk.example adresine yazarak kullanabilirsiniz. Bu süre içinde hizmetin sunulmaya başlanmasını talep ettiyseniz, kullandığınız krediler dahil olmak üzere sunulan hizmetle orantılı bir tutarı kesebiliriz.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Abonelik sona erdiğinde',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Aboneliğiniz etkin olduğu sürece, saklanan tur sayısında herhangi bir sınır olmaksızın turlarınızı barındırırız. Aboneliğiniz ister iptal ettiğiniz için ister bir ödeme başarısız olduğu için sona ersin, turlarınız silinmez, duraklatılır: bağlantıları ve yerleştirmeleri turun kullanılamadığını gösterir; siz ise giriş yapmaya, turlarınızı görmeye ve yüklediğiniz dosyaları indirmeye devam edebilirsiniz. Yeniden abone olduğunuzda duraklatılan turlarınız aynı bağlantılarda yeniden kullanılabilir hâle gelir.',
        },
        {
          kind: 'paragraph',
          text: 'Turlarınızın silinmesini istiyorsanız bunları kontrol panelinizden silin veya hesabınızı kapatın. Silme işleminin ne kadar sürdüğü Gizlilik Politikamızda açıklanmıştır.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Kabul edilebilir kullanım',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk’u hukuka uygun ve sorumlu bir şekilde kullanmayı kabul edersiniz. Özellikle şunları yapmamalısınız:',
        },
        {
          kind: 'list',
          items: [
            'sahibi olmadığınız ya da sahibinin veya kullanıcısının iznini ve yasanın gerektirdiği durumlarda sonuçta tanınabilecek her kişinin rızasını almadığınız herhangi bir yeri taramak, fotoğraflamak veya yüklemek;',
            'özel alanları gizlice kaydetmek veya turları birini takip etmek, taciz etmek, gözetlemek ya da tehlikeye atmak için kullanmak;',
            'hukuka aykırı; başkasının fikri mülkiyet haklarını veya gizliliğini ihlal eden; karalayıcı, nefret söylemi içeren, şiddet içeren veya müstehcen; ya da örneğin açıklamakla yükümlü olduğunuz kusurları gizleyerek bir mülk hakkında insanları yanıltan içerik yüklemek veya yayımlamak;',
            'kötü amaçlı yazılım ya da cihazlara zarar vermek veya güvenlik önlemlerini aşmak üzere tasarlanmış içerik yüklemek;',
            'yasanın bu kısıtlamaya rağmen açıkça izin verdiği durumlar dışında, hizmete veya tur görüntüleyicisine tersine mühendislik uygulamak, bunları kaynak koda geri derlemek veya ayrıştırmak ya da kaynak kodunu elde etmeye çalışmak;',
            'yazılı iznimiz olmadan hizmetin güvenliğini yoklamak, taramak veya test etmek, işleyişine müdahale etmek ya da otomatik veri kazıma dahil olmak üzere hizmete makul olmayan bir yük bindirmek;',
            'hesabınızı paylaşmak, hizmeti veya hizmete erişimi yeniden satmak ya da hizmeti rakip bir ürün geliştirmek için kullanmak;',
            'hizmeti ihracat kontrolü veya yaptırım mevzuatını ihlal edecek şekilde kullanmak.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bu kurallara aykırı olan veya yasa gereği kaldırmamız gereken içeriği kaldırabilir ya da erişime kapatabiliriz; yasa veya bir soruşturma engel olmadıkça bunu yaptığımızda size bildiririz.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'İçeriğiniz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yüklediğiniz taramaların, dosyaların, görüntülerin, metinlerin ve diğer içeriklerin (“içeriğiniz”) ve bunlardan üretilen turların mülkiyeti sizde kalır.',
        },
        {
          kind: 'paragraph',
          text: 'Roomwalk’a; içeriğinizi barındırmak, saklamak, kopyalamak, işlemek, uyarlamak (örneğin bir taramayı 3D modele dönüştürmek, boyutunu küçültmek veya içindeki nesneleri algılamak suretiyle) ve görüntülemek için dünya çapında geçerli, münhasır olmayan ve telif ücreti gerektirmeyen bir lisans verirsiniz; bu lisans yalnızca hizmeti size sunmak ve güvenliğini sağlamak ve turlarınızı paylaştığınız kişilere göstermek için gerekli olduğu ölçüde geçerlidir. Bu lisans, içeriğiniz sistemlerimizden silindiğinde sona erer; olağan işleyiş içinde üzerine yazılan yedekler bunun dışındadır.',
        },
        {
          kind: 'paragraph',
          text: 'Bu lisansı vermek için gereken tüm haklara sahip olduğunuzu ve içeriğinizin ve bu Koşullarda açıklandığı şekilde tarafımızca kullanılmasının kimsenin haklarını ihlal etmediğini ve hiçbir yasaya aykırı olmadığını teyit edersiniz.',
        },
        {
          kind: 'paragraph',
          text: 'İçeriğinizi izniniz olmadan Roomwalk’un tanıtımı için, örneğin web sitemizde örnek olarak, kullanmayız.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Herkese açık ve yerleştirilmiş turlar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bir turu yayımlayıp yayımlamayacağınıza siz karar verirsiniz. Yayımlanmış bir tur, bağlantısına sahip olan veya turun yerleştirildiği bir web sitesini ziyaret eden herkes tarafından, hesap gerekmeksizin görüntülenebilir. Yayımlanmış bir turun gösterdiklerinden ve turu yerleştirdiğiniz web sitelerinden siz sorumlusunuz. Bir turu dilediğiniz zaman yayından kaldırabilirsiniz; bu durumda turun bağlantısı ve yerleştirmeleri devre dışı kalır.',
        },
        {
          kind: 'paragraph',
          text: 'Herkese açık bir turu görüntüleyenler turu yalnızca görüntülemek için kullanabilir. İzniniz olmadan içeriğini indiremez, kopyalayamaz veya yeniden yayımlayamazlar; bu Koşullar, Roomwalk’u kullandıkları ölçüde onlar için de geçerlidir.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Fikri mülkiyetimiz',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk ile yazılımı, tur görüntüleyicisi, tasarımları, logoları ve belgeleri Roomwalk’a veya lisans verenlerine aittir ve fikri mülkiyet mevzuatıyla korunmaktadır. Hesabınız usulüne uygun durumda olduğu sürece size, hizmeti bu Koşullara uygun olarak kullanmanız için kişisel, münhasır olmayan ve devredilemez bir lisans veririz. Bu lisans ve kendi içeriğiniz üzerindeki haklarınız dışında bu Koşullar size Roomwalk veya ticari markaları üzerinde herhangi bir hak tanımaz.',
        },
        {
          kind: 'paragraph',
          text: 'Bize geri bildirim veya öneri gönderirseniz bunları serbestçe ve size karşı herhangi bir yükümlülük doğmaksızın kullanabiliriz.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'İlan portalları ve diğer üçüncü taraf hizmetleri',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Web sitemizde, Roomwalk turlarının gösterilebileceği ilan portallarının ve diğer web sitelerinin adları yer alır. Bu adlar sahiplerinin ticari markalarıdır. Bu adlara yer verilmesi yalnızca bir Roomwalk turunun bağlantısının veya yerleştirme kodunun bunlarla teknik olarak uyumlu olduğu anlamına gelir; bunların Roomwalk’u onayladığı, desteklediği veya Roomwalk ile bağlantılı olduğu ya da ortakları olduğumuz anlamına gelmez.',
        },
        {
          kind: 'paragraph',
          text: 'Bir turu üçüncü taraf bir portalda veya web sitesinde yayımladığınızda bu kullanım için ilgili portalın kendi koşulları ve politikaları geçerlidir. Üçüncü taraf hizmetlerinden, bunların erişilebilirliğinden veya turların gösterilme biçimini etkileyen değişikliklerinden sorumlu değiliz.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Erişilebilirlik ve hizmette yapılan değişiklikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk’un her zaman erişilebilir olması için çalışırız, ancak kesintisiz veya hatasız çalışmayı taahhüt etmeyiz. Hizmet; yoğunluğun az olduğu saatlere planlamaya ve önceden duyurmaya çalıştığımız bakım çalışmaları sırasında veya ağ ya da sağlayıcı arızaları, saldırılar veya doğal afetler gibi makul kontrolümüz dışındaki olaylar nedeniyle kullanılamayabilir.',
        },
        {
          kind: 'paragraph',
          text: 'Roomwalk’u sürekli geliştiririz ve özellik ekleyebilir, değiştirebilir veya kaldırabiliriz. Ücretli planınızın önemli bir parçası olan bir özelliği kaldırırsak bunu size önceden bildiririz; devam etmek istemezseniz iptal edebilir ve faturalandırma döneminizin kalan kısmı için orantılı bir iade alabilirsiniz.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Sorumluluk reddi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Turlar, taramalarınızdan ve dosyalarınızdan otomatik olarak üretilen dijital temsillerdir. Ölçüler, kat planları, algılanan nesneler ve navigasyon rotaları yaklaşık değerlerdir ve hata içerebilir; bunlar ölçüm (rölöve) niteliğinde değildir ve bağımsız kontroller yapılmadan inşaat, değerleme, hukuki veya güvenlik kararlarına dayanak alınmamalıdır.',
        },
        {
          kind: 'paragraph',
          text: 'Bu Koşullarda açıkça belirtilenler dışında ve yasanın izin verdiği ölçüde hizmet, ticari elverişlilik, belirli bir amaca uygunluk ve hak ihlali bulunmamasına ilişkin zımni garantiler dahil olmak üzere, açık veya zımni hiçbir garanti verilmeksizin “olduğu gibi” ve “mevcut olduğu şekilde” sunulur. Bu Koşullardaki hiçbir hüküm, tüketicileri koruyanlar dahil olmak üzere yasanın hariç tutulmasına izin vermediği garantileri veya güvenceleri hariç tutmaz.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Sorumluluğun sınırlandırılması',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Yasanın izin verdiği ölçüde Roomwalk, bu Koşullardan veya hizmetten kaynaklanan ya da bunlarla bağlantılı hiçbir dolaylı, arızi, özel veya sonuç olarak ortaya çıkan zarardan ya da kâr, gelir, iş, itibar veya veri kaybından, bu tür bir zararın mümkün olduğu kendisine bildirilmiş olsa bile sorumlu değildir.',
        },
        {
          kind: 'paragraph',
          text: 'Yasanın izin verdiği ölçüde Roomwalk’un, bu Koşullardan veya hizmetten kaynaklanan ya da bunlarla bağlantılı tüm talepler için toplam sorumluluğu, talebe yol açan olaydan önceki on iki ay içinde hizmet için bize ödediğiniz tutarla sınırlıdır.',
        },
        {
          kind: 'paragraph',
          text: 'Bu sınırlamalar, ihmalden kaynaklanan ölüm veya yaralanmaya ilişkin sorumluluk ya da dolandırıcılık, kasıt veya ağır ihmal nedeniyle doğan sorumluluk gibi, yasanın sınırlandırılmasına veya hariç tutulmasına izin vermediği sorumluluklar için geçerli değildir.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Tazmin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk’u ticari amaçlarla kullanıyorsanız; içeriğinizden, hizmeti bu Koşullara aykırı olarak kullanmanızdan veya başkalarının haklarını ihlal etmenizden (örneğin bir yerin izinsiz taranması durumunda) doğan her türlü talep, kayıp, zarar ve makul avukatlık ücretleri dahil masraflara karşı Roomwalk’u, çalışanlarını ve sağlayıcılarını savunur ve tazmin edersiniz. Böyle bir talepten sizi derhâl haberdar eder ve savunmaya katılmanıza olanak tanırız.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Askıya alma ve fesih',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk’u kullanmayı dilediğiniz zaman bırakabilir ve hesabınızı ayarlarınızdan veya legal@roomwalk.example adresine yazarak kapatabilirsiniz. Hesabınızı kapatmanız, varsa aboneliğinizi mevcut faturalandırma döneminin sonunda sona erdirir; ardından içeriğiniz Gizlilik Politikamızda açıklandığı şekilde silinir.',
        },
        {
          kind: 'paragraph',
          text: 'Bu Koşulları ciddi şekilde veya tekrar tekrar ihlal etmeniz, ödeme yapmamanız, yasanın bunu gerektirmesi ya da kullanımınızın diğer kullanıcılar, hizmet veya üçüncü kişiler için risk oluşturması hâlinde hesabınızı askıya alabilir veya kapatabilir ya da turları yayından kaldırabiliriz. Makul olduğu durumlarda önce sizi uyarır, nedenini bildirir ve durumu düzeltmeniz için size fırsat tanırız. Hesabınızı haklı bir neden olmaksızın kapatırsak bunu en az 30 gün önceden bildirir ve ödediğiniz ancak kullanmadığınız her dönem için tutarı orantılı olarak iade ederiz.',
        },
        {
          kind: 'paragraph',
          text: 'Bu Koşulların, nitelikleri gereği fesihten sonra da geçerli kalması gereken hükümleri, örneğin fikri mülkiyet, sorumluluk reddi, sorumluluğun sınırlandırılması, tazmin ve uygulanacak hukuka ilişkin hükümler, geçerliliğini korur.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Uygulanacak hukuk ve uyuşmazlıklar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu Koşullar ve bunlardan veya hizmetten kaynaklanan ya da bunlarla bağlantılı her türlü uyuşmazlık, kanunlar ihtilafı kurallarına bakılmaksızın Roomwalk’u işleten şirketin kayıtlı olduğu ülkenin hukukuna tabidir ve bu tür uyuşmazlıklarda o ülkenin mahkemeleri yetkilidir.',
        },
        {
          kind: 'paragraph',
          text: 'Tüketiciyseniz yaşadığınız ülkenin emredici hukuk kurallarının sağladığı korumadan da yararlanmaya devam edersiniz ve o ülkenin mahkemelerinde dava açabilirsiniz. Yasal yollara başvurmadan önce, konuyu dostane yollarla çözmeye çalışabilmemiz için lütfen legal@roomwalk.example adresine yazın.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Bu Koşullardaki değişiklikler',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu Koşulları, örneğin planlarımızı veya özelliklerimizi değiştirdiğimizde ya da mevzuat değiştiğinde güncelleyebiliriz. Önemli değişiklikleri, yürürlüğe girmelerinden en az 30 gün önce size e-posta ile veya uygulama içinde bildiririz. Bir değişikliği kabul etmiyorsanız değişiklik yürürlüğe girmeden önce aboneliğinizi iptal edebilirsiniz; sonrasında Roomwalk’u kullanmaya devam ederseniz güncellenmiş Koşulları kabul etmiş olursunuz. Bu Koşulların en son ne zaman değiştirildiği bu sayfanın üst kısmındaki tarihte gösterilir.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Genel hükümler',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sözleşmenin bütünlüğü: bu Koşullar, Gizlilik Politikamız ve abone olduğunuzda size gösterilen plan ayrıntılarıyla birlikte, hizmete ilişkin olarak sizinle Roomwalk arasındaki sözleşmenin tamamını oluşturur.',
            'Bölünebilirlik: bir mahkeme bu Koşulların herhangi bir bölümünü uygulanamaz bulursa geri kalan hükümler yürürlükte kalır.',
            'Feragat edilmemesi: bir hakkı hemen kullanmamamız, o haktan feragat ettiğimiz anlamına gelmez.',
            'Devir: bu Koşullardan doğan haklarınızı onayımız olmadan devredemezsiniz. Biz ise kendi haklarımızı işimizi devralan bir şirkete devredebiliriz; bu durumda bu Koşullar sizi korumaya devam eder.',
            'Dil: bu Koşullar birden fazla dilde sunulmaktadır. Sürümler arasında farklılık olması hâlinde, ülkenizin hukuku aksini gerektirmedikçe İngilizce sürüm esas alınır.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'İletişim',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bu Koşullarla ilgili sorularınızı legal@roomwalk.example adresine gönderebilirsiniz. Kişisel verilerle ilgili sorularınız için privacy@roomwalk.example adresine yazın.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
