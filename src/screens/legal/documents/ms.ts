/**
 * Dasar Privasi dan Terma Perkhidmatan Roomwalk dalam bahasa Melayu, diterjemahkan daripada
 * ./en.ts (sumber semua terjemahan).
 *
 * Only the text between quotes is translated. Keep identical to English: every section `id` and
 * the order of the sections; the `kind` of every block, the number of blocks in each section, the
 * number of items in every list and the number of intro paragraphs; `lastUpdated`, the name
 * Roomwalk and the addresses privacy@roomwalk.example and legal@roomwalk.example. `title` is the
 * catalogue's pages.privacy.title / pages.terms.title. Plain text only: no HTML, no Markdown.
 * src/screens/legal/documents.test.ts checks this.
 */
import type { LegalDocument, LegalDocuments } from '../legal-document';

const privacy: LegalDocument = {
  title: 'Dasar Privasi',
  lastUpdated: '2026-11-22',
  intro: [
    'Dasar Privasi ini menerangkan cara Roomwalk (“Roomwalk” atau “kami”) mengumpul, menggunakan, berkongsi dan melindungi data peribadi apabila anda melawat laman web kami, mencipta akaun, mengimbas atau memuat naik ruang, dan berkongsi lawatan 3D dan lawatan realiti terimbuh dengan orang lain.',
    'Setiap bahagian menerangkan perkara yang kami lakukan, sebab kami melakukannya dan pilihan yang anda ada. Jika ada apa-apa yang kurang jelas, sila tulis kepada privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Siapa kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk menyediakan perkhidmatan dalam talian yang menukarkan imbasan telefon dan fail CAD yang dimuat naik kepada lawatan maya 3D bagi hartanah dan venue. Lawatan ini boleh diterokai dalam pelayar, diletakkan dalam realiti terimbuh pada telefon, dan dikongsi melalui pautan atau kod benam.',
        },
        {
          kind: 'paragraph',
          text: 'Bagi data peribadi yang diterangkan dalam dasar ini (akaun anda, langganan anda, mesej anda kepada kami dan cara anda menggunakan laman web), Roomwalk ialah pengawal data. Anda boleh menghubungi kami tentang apa-apa perkara dalam dasar ini di privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Perkara yang diliputi oleh dasar ini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dasar ini terpakai pada laman web Roomwalk, aplikasi web Roomwalk dan halaman yang memaparkan lawatan, termasuk lawatan yang dibenamkan dalam laman web lain. Dasar ini tidak terpakai pada laman web atau portal penyenaraian yang dikendalikan oleh pihak lain, walaupun laman atau portal itu memaparkan lawatan Roomwalk; dasar privasi mereka sendiri yang terpakai di sana.',
        },
        {
          kind: 'paragraph',
          text: 'Apabila anda mengimbas atau memuat naik sesuatu ruang, lawatan itu mungkin mengandungi data peribadi orang lain, contohnya wajah dalam gambar yang tergantung di dinding atau nama pada surat yang tertinggal di atas meja. Cara kami mengendalikan kandungan sedemikian diterangkan dalam bahagian “Lawatan anda dan orang di dalamnya”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data yang kami kumpulkan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami hanya mengumpul data yang kami perlukan untuk menjalankan perkhidmatan. Bergantung pada cara anda menggunakan Roomwalk, data ini termasuk:',
        },
        {
          kind: 'list',
          items: [
            'Data akaun: nama pertama dan nama akhir anda, alamat e-mel anda, kata laluan anda (yang kami simpan hanya dalam bentuk cincangan), peranan anda dalam perkhidmatan dan, jika anda mendayakannya, rahsia yang digunakan untuk pengesahan dua faktor.',
            'Data profil dan organisasi: butiran yang anda tambah semasa melengkapkan profil anda, seperti syarikat dan industri anda, serta ahli pelan Office.',
            'Data langganan dan pengebilan: pelan anda, tempoh pengebilan, baki kredit dan sejarah kredit, invois, serta nama dan alamat pengebilan yang anda berikan kepada kami. Butiran kad dimasukkan melalui dan disimpan oleh penyedia pembayaran kami; kami hanya melihat jenis kad, empat digit terakhir dan tarikh tamat tempohnya.',
            'Kandungan lawatan: imbasan, gambar, video, fail CAD dan fail lain yang anda muat naik; model 3D, pelan lantai dan data navigasi yang kami hasilkan daripadanya; serta tajuk, penerangan, anotasi dan kedudukan permulaan yang anda tambah.',
            'Data keselamatan dan sesi: sesi yang log masuk ke akaun anda, berserta jenis pelayar, sistem pengendalian dan alamat IP bagi setiap sesi; cubaan log masuk yang gagal; dan masa log masuk, penukaran kata laluan dan peristiwa keselamatan lain.',
            'Permintaan hubungan: nama pertama dan nama akhir, alamat e-mel, industri, bilangan lawatan yang anda rancang dan mesej yang anda hantar kepada kami melalui borang hubungan.',
            'Data penggunaan dan data teknikal: halaman yang diminta, masa dan hasil setiap permintaan, bilangan tontonan lawatan, serta statistik yang diterangkan dalam bahagian “Pelaporan ralat dan statistik teknikal”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami tidak meminta data peribadi sensitif, seperti maklumat tentang kesihatan atau kepercayaan agama, dan kami meminta anda agar tidak memasukkannya ke dalam lawatan, anotasi atau mesej.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Cara dan sebab kami menggunakan data anda',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami menggunakan data peribadi bagi tujuan yang berikut, setiap satunya dengan asas yang sah di bawah undang-undang perlindungan data seperti Peraturan Perlindungan Data Am (GDPR) Kesatuan Eropah dan United Kingdom:',
        },
        {
          kind: 'list',
          items: [
            'Untuk menyediakan perkhidmatan yang anda daftari: mencipta akaun anda dan melog masuk anda, memproses muat naik anda menjadi lawatan, mengehos dan memaparkan lawatan anda, menyelenggara baki kredit anda dan menjawab pertanyaan sokongan. Asas yang sah: pelaksanaan kontrak kami dengan anda.',
            'Untuk mengebil langganan anda, menyimpan rekod perakaunan dan memenuhi kewajipan cukai. Asas yang sah: pelaksanaan kontrak kami dan pematuhan kewajipan undang-undang.',
            'Untuk memastikan akaun dan perkhidmatan kekal selamat: mengesan log masuk yang luar biasa, mengehadkan cubaan gagal yang berulang, melindungi daripada permintaan palsu dan menyiasat penyalahgunaan. Asas yang sah: kepentingan sah kami untuk menyediakan perkhidmatan yang selamat, yang juga merupakan kepentingan anda.',
            'Untuk mencari dan membetulkan ralat serta meningkatkan prestasi, dengan menggunakan laporan ralat dan statistik teknikal. Asas yang sah: kepentingan sah kami untuk menyediakan perkhidmatan yang boleh dipercayai.',
            'Untuk menjawab permintaan hubungan dan, jika anda meminta, menunjukkan cara Roomwalk boleh membantu perniagaan anda. Asas yang sah: langkah yang diambil atas permintaan anda sebelum memeterai kontrak, dan kepentingan sah kami untuk menjawab pertanyaan.',
            'Untuk menghantar e-mel perkhidmatan seperti pautan tetapan semula kata laluan, notis keselamatan, resit dan notis tentang perubahan pada terma kami atau dasar ini. Asas yang sah: pelaksanaan kontrak kami dan kepentingan sah kami untuk sentiasa memaklumkan anda.',
            'Untuk menghantar berita tentang Roomwalk, hanya jika anda telah bersetuju untuk menerimanya. Asas yang sah: persetujuan anda, yang boleh anda tarik balik pada bila-bila masa melalui pautan berhenti melanggan dalam setiap e-mel sedemikian.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami tidak menjual data peribadi, kami tidak menggunakannya untuk pengiklanan, dan kami tidak membuat keputusan tentang anda yang semata-mata berdasarkan pemprosesan automatik dan yang mempunyai kesan undang-undang atau kesan ketara yang serupa. Pengesanan automatik objek, dinding dan lantai dalam imbasan anda menggambarkan ruang itu, bukan diri anda.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Lawatan anda dan orang di dalamnya',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Apabila anda mengimbas sesuatu ruang, andalah yang menentukan perkara yang terakam di dalamnya. Imbasan dan gambar boleh menunjukkan orang, gambar keluarga, dokumen, nombor pendaftaran kenderaan atau bahagian dalam rumah seseorang. Sebelum anda mengimbas atau memuat naik sesuatu ruang, pastikan anda berhak berbuat demikian dan orang yang tinggal atau bekerja di situ mengetahuinya, serta alihkan atau tutup barang peribadi yang tidak sepatutnya dipaparkan.',
        },
        {
          kind: 'paragraph',
          text: 'Bagi data peribadi yang terkandung dalam kandungan yang anda muat naik, anda (atau organisasi tempat anda bekerja) yang menentukan sebab dan cara data itu digunakan, dan kami memprosesnya bagi pihak anda sebagai pemproses data anda. Kami menggunakan kandungan itu hanya untuk menghasilkan, menyimpan, memaparkan dan menyampaikan lawatan anda serta memastikan perkhidmatan terus berfungsi, dan tidak sekali-kali untuk tujuan kami sendiri. Pelanggan perniagaan yang memerlukan perjanjian pemprosesan data boleh meminta perjanjian kami di privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Jika anda muncul dalam lawatan yang diterbitkan oleh orang lain dan mahu sesuatu dialih keluar, sila hubungi pemilik lawatan itu terlebih dahulu. Jika cara itu tidak berhasil, tulis kepada privacy@roomwalk.example berserta pautan lawatan tersebut dan kami akan membantu.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Lawatan yang anda kongsi secara terbuka',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lawatan yang anda terbitkan boleh dibuka oleh sesiapa sahaja yang mempunyai pautannya dan oleh sesiapa sahaja yang melawat laman web tempat anda membenamkannya. Oleh itu, segala yang kelihatan dalam lawatan yang diterbitkan, termasuk tajuk, penerangan dan anotasinya, boleh dilihat oleh orang awam. Anda boleh menyahterbitkan atau memadam lawatan pada bila-bila masa dalam papan pemuka anda; salinan yang telah disimpan oleh pihak lain, atau oleh enjin carian, adalah di luar kawalan kami.',
        },
        {
          kind: 'paragraph',
          text: 'Apabila seseorang menonton lawatan awam, kami mengira tontonan itu dan pelayan kami merekodkan data teknikal yang diperlukan untuk menyampaikannya, seperti alamat IP dan jenis pelayar. Kami tidak cuba mengenal pasti pelawat dan kami tidak meletakkan kuki penjejakan pada peranti mereka.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Kuki dan storan setempat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk hanya menggunakan kuki dan storan pelayar yang benar-benar perlu untuk menyediakan perkhidmatan yang anda minta. Oleh sebab ia benar-benar perlu, ia tidak memerlukan persetujuan anda, dan kami tidak menggunakan sebarang kuki pengiklanan, analitik atau media sosial. Kuki dan storan tersebut ialah:',
        },
        {
          kind: 'list',
          items: [
            'Kuki token penyegaran: memastikan anda kekal log masuk dengan membenarkan pelayar anda mendapatkan token akses baharu yang berjangka hayat singkat. Skrip tidak dapat membacanya, ia hanya dihantar ke laman kami sendiri, dan ia tamat tempoh selepas 30 hari atau apabila anda log keluar.',
            'Kuki anti-pemalsuan: nilai rawak yang ditandatangani yang membuktikan bahawa sesuatu permintaan benar-benar datang daripada aplikasi kami, bagi melindungi anda daripada pemalsuan permintaan merentas tapak.',
            'Data sesi dalam storan setempat: token akses anda, tarikh tamat tempohnya dan salinan rekod asas pengguna anda, yang disulitkan dalam pelayar anda dengan kunci yang hanya bertahan sepanjang sesi pelayar, supaya aplikasi mengetahui bahawa anda telah log masuk. Data ini dipadam apabila anda log keluar.',
            'Perlindungan log masuk dalam storan setempat: kiraan cubaan log masuk gagal yang terkini bagi setiap alamat e-mel, yang digunakan untuk menjeda log masuk selepas lima kegagalan dalam tempoh 15 minit.',
            'Bahasa dalam storan setempat: bahasa yang anda pilih, supaya laman web dipaparkan dalam bahasa itu pada lawatan anda yang seterusnya.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Anda boleh memadam kuki dan storan setempat dalam tetapan pelayar anda pada bila-bila masa. Jika anda menyekatnya, anda masih boleh membaca halaman awam dan menonton lawatan awam, tetapi anda tidak akan dapat log masuk.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Pelaporan ralat dan statistik teknikal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Apabila pelaporan ralat didayakan dalam perkhidmatan pengeluaran kami, aplikasi menghantar laporan ralat kepada Sentry, iaitu perkhidmatan pemantauan ralat. Laporan mengandungi mesej ralat dan lokasi ralat itu berlaku dalam kod, alamat halaman (dengan token log masuk dan kunci dialih keluar), pelayar dan sistem pengendalian, langkah yang membawa kepada ralat itu dan, jika anda telah log masuk, ID pengguna, alamat e-mel dan nama pengguna anda, supaya kami dapat membantu anda jika ralat itu menjejaskan anda. Sentry juga mengukur kelajuan halaman dimuatkan dan mengira sesi pelayar, yang memberitahu kami sama ada keluaran baharu adalah stabil.',
        },
        {
          kind: 'paragraph',
          text: 'Semasa anda menggunakan aplikasi, aplikasi itu juga menghantar statistik teknikal kepada kami setiap beberapa minit: bilangan permintaan, berapa banyak yang dijawab daripada cache, masa dan saiz respons, dikumpulkan mengikut jenis sumber, bersama dengan pengecam rawak bagi sesi pelayar. Statistik ini tidak mengandungi kandungan lawatan, entri borang atau kata laluan.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'E-mel yang kami hantar',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami menggunakan alamat e-mel anda untuk menghantar mesej yang diperlukan oleh perkhidmatan: pautan untuk menetapkan semula kata laluan anda apabila anda memintanya (sah selama satu jam), pengesahan perubahan keselamatan seperti mendayakan atau menyahdayakan pengesahan dua faktor, resit, notis tentang langganan dan kredit anda, serta notis tentang perubahan penting pada terma kami atau dasar ini. Anda tidak boleh menarik diri daripada menerima mesej ini selagi anda mempunyai akaun, kerana mesej ini ialah sebahagian daripada perkhidmatan.',
        },
        {
          kind: 'paragraph',
          text: 'Kami menghantar berita dan kemas kini produk hanya jika anda telah bersetuju untuk menerimanya, dan setiap e-mel sedemikian mengandungi pautan berhenti melanggan.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Pihak yang menerima data daripada kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami berkongsi data peribadi hanya dengan penyedia perkhidmatan yang membantu kami menjalankan Roomwalk, di bawah kontrak bertulis yang mewajibkan mereka memprosesnya hanya mengikut arahan kami, merahsiakannya dan melindunginya. Penyedia perkhidmatan tersebut ialah:',
        },
        {
          kind: 'list',
          items: [
            'penyedia pengehosan dan storan awan, yang mengendalikan pelayan dan pangkalan data kami serta menyimpan muat naik dan lawatan;',
            'penyedia pengkomputeran awan dengan pemproses grafik, yang menukarkan imbasan dan fail CAD kepada lawatan;',
            'penyedia perkhidmatan pembayaran, yang memproses bayaran langganan dan menyimpan butiran kad;',
            'penyedia penghantaran e-mel, yang menghantar pautan tetapan semula kata laluan dan e-mel perkhidmatan yang lain;',
            'Sentry, yang menerima laporan ralat apabila pelaporan ralat didayakan.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami juga mendedahkan data peribadi apabila dikehendaki oleh undang-undang, contohnya sebagai jawapan kepada perintah mahkamah yang sah; apabila perlu untuk melindungi hak, keselamatan atau harta pengguna kami, orang awam atau Roomwalk; atau kepada pembeli atau pengganti jika perniagaan Roomwalk dijual atau disusun semula, dan dalam keadaan itu dasar ini terus terpakai pada data anda.',
        },
        {
          kind: 'paragraph',
          text: 'Senarai terkini penyedia perkhidmatan kami berserta lokasi mereka boleh didapati atas permintaan daripada privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Pemindahan data antarabangsa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Penyedia perkhidmatan kami mungkin memproses data di negara selain negara anda, termasuk negara yang undang-undang perlindungan datanya berbeza daripada undang-undang di tempat anda tinggal. Apabila kami memindahkan data peribadi ke luar Kawasan Ekonomi Eropah, United Kingdom atau Switzerland, kami berbuat demikian hanya ke negara yang diiktiraf sebagai memberikan perlindungan yang mencukupi, atau di bawah fasal kontrak standard yang diluluskan oleh Suruhanjaya Eropah dan padanannya di United Kingdom, dengan perlindungan tambahan jika perlu. Anda boleh meminta salinan perlindungan ini daripada kami.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Tempoh kami menyimpan data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Data akaun dan profil: selagi akaun anda wujud; data ini dipadam dalam tempoh 30 hari selepas anda menutup akaun anda.',
            'Lawatan dan muat naik: selagi akaun anda wujud. Jika langganan anda luput, lawatan anda dijeda, bukan dipadam, supaya anda boleh memulihkannya dengan melanggan semula. Lawatan yang anda padam, dan semua lawatan bagi akaun yang ditutup, dialih keluar dalam tempoh 30 hari, dan salinannya dalam sandaran kami ditulis ganti dalam tempoh 35 hari berikutnya.',
            'Rekod pengebilan dan invois: selama yang dikehendaki oleh undang-undang cukai dan perakaunan, biasanya sehingga sepuluh tahun.',
            'Sesi dan peristiwa keselamatan: selagi sesi aktif dan sehingga 90 hari selepas sesi itu tamat; cubaan log masuk yang gagal sehingga 30 hari.',
            'Permintaan hubungan: sehingga 24 bulan selepas komunikasi terakhir kami dengan anda, melainkan anda menjadi pelanggan, dan dalam keadaan itu permintaan tersebut menjadi sebahagian daripada rekod akaun anda.',
            'Laporan ralat: sehingga 90 hari. Log pelayan dan statistik teknikal: sehingga 30 hari, dan selepas itu kami hanya menyimpan jumlah keseluruhan yang tidak lagi mengenal pasti sesiapa.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami menyimpan data lebih lama hanya apabila dikehendaki oleh undang-undang atau apabila perlu untuk mewujudkan, melaksanakan atau mempertahankan tuntutan undang-undang, dan hanya selagi keperluan itu berterusan.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Cara kami melindungi data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami melindungi data peribadi dengan langkah teknikal dan organisasi yang bersesuaian dengan risikonya, termasuk:',
        },
        {
          kind: 'list',
          items: [
            'Penyulitan semasa penghantaran: semua trafik antara pelayar anda dan Roomwalk menggunakan HTTPS (TLS).',
            'Kata laluan bercincang: kami tidak pernah menyimpan kata laluan anda itu sendiri, hanya cincangan bergaram yang dihasilkan dengan algoritma yang sengaja dibuat perlahan (scrypt), dan kata laluan tidak boleh dibaca semula daripadanya.',
            'Pengesahan dua faktor: anda boleh mewajibkan kod daripada aplikasi pengesah sebagai tambahan kepada kata laluan anda.',
            'Kawalan sesi: anda boleh melihat setiap peranti yang log masuk ke akaun anda dan melog keluar mana-mana peranti itu, dan penukaran kata laluan anda akan melog keluar kesemuanya.',
            'Perlindungan daripada tekaan: log masuk dijeda selepas lima cubaan gagal dalam tempoh 15 minit, dan kadar permintaan berulang dihadkan.',
            'Perlindungan daripada permintaan palsu dan kandungan berbahaya: setiap permintaan yang mengubah data mesti membawa token anti-pemalsuan yang ditandatangani, dan teks yang anda masukkan sentiasa dipaparkan sebagai teks, tidak sekali-kali dijalankan sebagai kod.',
            'Storan sesi yang disulitkan dalam pelayar anda, akses kepada sistem pengeluaran hanya untuk kakitangan yang memerlukannya, sandaran berkala, dan semakan berkala terhadap langkah-langkah ini.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tiada sistem yang selamat sepenuhnya. Jika pelanggaran data peribadi berkemungkinan menjejaskan hak anda, kami akan memaklumkan anda dan pihak berkuasa yang berwibawa sebagaimana yang dikehendaki oleh undang-undang. Sila laporkan sebarang kebimbangan keselamatan kepada privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Hak anda',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bergantung pada tempat anda tinggal, anda mempunyai hak yang berikut ke atas data peribadi anda:',
        },
        {
          kind: 'list',
          items: [
            'Akses: mengetahui sama ada kami memproses data anda dan menerima salinannya.',
            'Pembetulan: meminta data yang tidak tepat dibetulkan; kebanyakan butiran akaun boleh anda ubah sendiri dalam tetapan anda.',
            'Pemadaman: meminta data anda dipadam, contohnya dengan menutup akaun anda, melainkan kami perlu menyimpannya atas sebab undang-undang.',
            'Sekatan: meminta kami berhenti menggunakan data anda, kecuali untuk menyimpannya, sementara sesuatu persoalan mengenainya sedang diselesaikan.',
            'Kemudahalihan: menerima data yang anda berikan kepada kami dalam format yang berstruktur, lazim digunakan dan boleh dibaca oleh mesin, dan meminta data itu dihantar kepada penyedia lain jika ini boleh dilaksanakan secara teknikal.',
            'Bantahan: membantah pada bila-bila masa pemprosesan yang berdasarkan kepentingan sah kami, dan sebarang pemasaran langsung.',
            'Penarikan balik persetujuan: jika kami bergantung pada persetujuan anda, menarik balik persetujuan itu pada bila-bila masa, tanpa menjejaskan apa-apa yang telah dilakukan sebelumnya.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Untuk melaksanakan sesuatu hak, tulis kepada privacy@roomwalk.example daripada alamat e-mel akaun anda. Kami mungkin meminta anda mengesahkan identiti anda, dan kami akan menjawab dalam tempoh satu bulan; jika permintaan itu rumit, kami boleh melanjutkan tempoh ini sehingga dua bulan lagi dan akan memberitahu anda sebabnya. Pelaksanaan hak anda adalah percuma.',
        },
        {
          kind: 'paragraph',
          text: 'Anda juga berhak membuat aduan kepada pihak berkuasa perlindungan data di negara tempat anda tinggal atau bekerja, atau di tempat anda percaya hak anda telah dilanggar. Walau bagaimanapun, kami amat menghargai peluang untuk menangani kebimbangan anda terlebih dahulu.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Kanak-kanak',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk ialah perkhidmatan profesional dan tidak ditujukan kepada kanak-kanak. Anda mesti berumur sekurang-kurangnya 16 tahun untuk mencipta akaun. Kami tidak dengan sengaja mengumpul data peribadi daripada kanak-kanak; jika anda percaya bahawa seorang kanak-kanak telah memberikan data peribadi kepada kami, tulis kepada privacy@roomwalk.example dan kami akan memadamnya.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Perubahan pada dasar ini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami boleh mengemas kini dasar ini apabila perkhidmatan kami atau undang-undang berubah. Tarikh di bahagian atas halaman ini menunjukkan bila dasar ini kali terakhir diubah. Jika sesuatu perubahan menjejaskan secara material cara kami menggunakan data peribadi anda, kami akan memberitahu anda melalui e-mel atau dalam aplikasi sebelum perubahan itu berkuat kuasa.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Hubungi kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Untuk sebarang pertanyaan tentang dasar ini atau data peribadi anda, atau untuk melaksanakan hak anda, tulis kepada privacy@roomwalk.example. Untuk pertanyaan tentang Terma Perkhidmatan kami, tulis kepada legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Terma Perkhidmatan',
  lastUpdated: '2026-11-22',
  intro: [
    'Terma Perkhidmatan ini (“Terma”) mengawal akses anda kepada dan penggunaan anda terhadap Roomwalk, iaitu perkhidmatan dalam talian untuk mencipta, mengehos dan berkongsi lawatan maya 3D dan lawatan realiti terimbuh. Terma ini ialah perjanjian yang mengikat antara anda dengan Roomwalk (“Roomwalk” atau “kami”).',
    'Dengan mencipta akaun, membeli langganan atau menggunakan Roomwalk dengan apa-apa cara lain, anda menerima Terma ini. Jika anda menggunakan Roomwalk bagi pihak sesebuah organisasi, anda menerima Terma ini bagi pihak organisasi itu dan mengesahkan bahawa anda diberi kuasa untuk berbuat demikian; dalam keadaan itu, “anda” bermaksud anda dan organisasi tersebut. Jika anda tidak menerima Terma ini, jangan gunakan Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'Perkhidmatan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk menukarkan imbasan yang dirakam dengan telefon pintar, dan fail CAD yang dimuat naik, kepada lawatan maya 3D yang boleh diterokai dalam pelayar web, diletakkan dalam realiti terimbuh dan dijelajahi dengan navigasi dalaman terbina dalam. Muat naik diproses secara automatik di awan, dan dalam kebanyakan kes lawatan disampaikan dalam tempoh kira-kira 24 jam; lawatan CAD biasanya lebih cepat. Tempoh ini ialah anggaran, bukan jaminan.',
        },
        {
          kind: 'paragraph',
          text: 'Sesetengah ciri bergantung pada peranti anda: contohnya, realiti terimbuh memerlukan telefon atau tablet dan pelayar yang menyokongnya. Ciri dan kredit yang termasuk dalam setiap pelan diterangkan di halaman harga kami.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Akaun dan keselamatan',
      blocks: [
        {
          kind: 'list',
          items: [
            'Untuk mencipta akaun, anda mesti berumur sekurang-kurangnya 18 tahun, atau umur dewasa di tempat anda tinggal jika umur itu lebih tinggi, dan berupaya untuk memeterai kontrak yang mengikat.',
            'Berikan maklumat yang tepat semasa mendaftar dan pastikan maklumat itu sentiasa terkini, terutamanya alamat e-mel anda, yang kami gunakan untuk tetapan semula kata laluan dan notis penting.',
            'Rahsiakan kata laluan anda dan jangan berkongsi akaun anda. Kami mengesyorkan agar anda mendayakan pengesahan dua faktor. Dalam pelan Office, setiap ahli menggunakan akaun mereka sendiri.',
            'Anda bertanggungjawab atas segala yang dilakukan dengan akaun anda. Jika anda mengesyaki bahawa orang lain telah menggunakannya, tukar kata laluan anda, log keluar sesi anda yang lain dalam tetapan anda dan maklumkan kepada kami di legal@roomwalk.example.',
            'Untuk melindungi akaun, kami boleh menjeda log masuk buat seketika selepas cubaan gagal yang berulang, dan kami boleh meminta anda log masuk semula pada bila-bila masa.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Langganan dan pengebilan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk dijual secara langganan. Pelan yang ditawarkan pada masa ini ialah Agent dan Office, yang dibilkan secara bulanan atau tahunan, dan Hotel, yang dibilkan secara tahunan. Setiap pelan merangkumi sejumlah kredit, sebagaimana yang diterangkan di halaman harga kami semasa anda melanggan. Harga dipaparkan tanpa cukai yang terpakai di tempat anda tinggal, yang akan ditambah semasa pembayaran.',
        },
        {
          kind: 'list',
          items: [
            'Pembaharuan automatik: langganan anda diperbaharui secara automatik pada akhir setiap tempoh pengebilan untuk tempoh yang sama panjang, dan kami mengenakan caj pada kaedah pembayaran yang anda simpan, sehingga anda membatalkannya.',
            'Pengebilan tahunan: langganan tahunan dibayar terlebih dahulu untuk dua belas bulan dan kosnya lebih rendah daripada dua belas bayaran bulanan; penjimatannya dipaparkan di halaman harga kami.',
            'Perubahan harga: kami boleh mengubah harga sesuatu pelan. Kami akan memaklumkan anda sekurang-kurangnya 30 hari sebelum harga baharu terpakai kepada anda, dan harga itu hanya akan terpakai mulai pembaharuan anda yang seterusnya; jika anda tidak bersetuju, anda boleh membatalkan langganan sebelum itu.',
            'Pembayaran gagal: jika sesuatu pembayaran gagal, kami akan mencuba semula dan memaklumkan anda. Jika pembayaran masih belum dibuat dalam tempoh 14 hari, langganan anda boleh tamat dan lawatan anda akan dijeda sebagaimana yang diterangkan dalam bahagian “Apabila langganan tamat”.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Kredit',
      blocks: [
        {
          kind: 'list',
          items: [
            'Satu kredit mencipta satu lawatan. Kredit digunakan apabila anda menyerahkan imbasan atau fail CAD untuk diproses.',
            'Jika kami tidak dapat menghasilkan lawatan daripada muat naik anda, contohnya kerana fail itu rosak atau imbasan itu tidak lengkap, kami akan memulangkan kredit tersebut ke baki anda.',
            'Kredit yang tidak digunakan dibawa ke hadapan bagi tempoh yang dinyatakan dalam pelan anda (contohnya, sehingga tiga bulan bagi pelan Agent) dan kemudian tamat tempoh. Kredit pelan Office dikongsi oleh ahli-ahlinya.',
            'Kredit tidak mempunyai nilai tunai, tidak boleh dipindahkan ke akaun lain atau ditukar dengan wang, dan tidak sekali-kali dibayar balik setelah digunakan.',
            'Kredit yang berbaki apabila langganan anda tamat kekal dalam akaun anda sehingga tarikh kredit itu sepatutnya tamat tempoh, dan anda boleh menggunakannya semula jika anda melanggan semula sebelum tarikh itu.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Perubahan pelan, pembatalan dan bayaran balik',
      blocks: [
        {
          kind: 'list',
          items: [
            'Naik taraf: apabila anda beralih kepada pelan yang lebih tinggi, perubahan itu berkuat kuasa serta-merta. Kami mengenakan caj bagi perbezaan harga untuk baki tempoh pengebilan semasa, dikira secara prorata mengikut hari, dan menambah kredit tambahan pelan baharu ke baki anda.',
            'Turun taraf dan perubahan tempoh pengebilan: perubahan ini berkuat kuasa pada permulaan tempoh pengebilan anda yang seterusnya; sehingga itu, pelan semasa anda diteruskan.',
            'Pembatalan: anda boleh membatalkan langganan pada bila-bila masa dalam papan pemuka anda. Pembatalan berkuat kuasa pada akhir tempoh pengebilan semasa: sehingga itu anda mengekalkan akses penuh, termasuk pengehosan lawatan anda dan kredit anda yang belum digunakan, dan anda tidak akan dikenakan caj lagi.',
            'Bayaran balik: bayaran bagi tempoh pengebilan yang telah bermula tidak akan dibayar balik, sama ada sepenuhnya atau sebahagiannya, dan kredit yang telah digunakan tidak sekali-kali dibayar balik. Jika kami menamatkan langganan anda tanpa sebab, atau kegagalan di pihak kami menghalang anda daripada menggunakan Roomwalk, kami akan membayar balik jumlah prorata bagi bahagian tempoh yang tidak digunakan.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Jika anda seorang pengguna dan undang-undang negara anda memberi anda hak untuk menarik diri daripada kontrak dalam talian, anda boleh melaksanakan hak itu dalam tempoh yang ditetapkan oleh undang-undang tersebut dengan menulis kepada legal@roomwalk.example. Jika anda telah meminta kami mula menyediakan perkhidmatan dalam tempoh itu, kami boleh menolak jumlah yang berkadaran dengan perkhidmatan yang telah disediakan, termasuk kredit yang telah anda gunakan.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Apabila langganan tamat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami mengehos lawatan anda selagi langganan anda aktif, tanpa had pada bilangan lawatan yang disimpan. Apabila langganan anda tamat, sama ada kerana anda membatalkannya atau kerana pembayaran gagal, lawatan anda dijeda, bukan dipadam: pautan dan benamannya menunjukkan bahawa lawatan itu tidak tersedia, manakala anda masih boleh log masuk, melihat lawatan anda dan memuat turun fail yang telah anda muat naik. Apabila anda melanggan semula, lawatan anda yang dijeda akan tersedia semula pada pautan yang sama.',
        },
        {
          kind: 'paragraph',
          text: 'Jika anda mahu lawatan anda dipadam, padamkannya dalam papan pemuka anda atau tutup akaun anda. Dasar Privasi kami menerangkan tempoh yang diambil untuk pemadaman.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Penggunaan yang dibenarkan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda bersetuju untuk menggunakan Roomwalk secara sah dan bertanggungjawab. Khususnya, anda tidak boleh:',
        },
        {
          kind: 'list',
          items: [
            'mengimbas, mengambil gambar atau memuat naik mana-mana tempat melainkan anda memilikinya atau telah mendapat kebenaran pemilik atau penghuninya, dan, jika dikehendaki oleh undang-undang, persetujuan setiap orang yang dapat dikenal pasti dalam hasilnya;',
            'merakam ruang peribadi secara senyap-senyap, atau menggunakan lawatan untuk mengintip, mengganggu, memerhati atau membahayakan sesiapa;',
            'memuat naik atau menerbitkan kandungan yang menyalahi undang-undang, yang melanggar harta intelek atau privasi orang lain, yang bersifat fitnah, kebencian, keganasan atau lucah, atau yang mengelirukan orang tentang sesuatu hartanah, contohnya dengan menyembunyikan kecacatan yang wajib anda dedahkan;',
            'memuat naik perisian hasad atau kandungan yang direka untuk merosakkan peranti atau memintas langkah keselamatan;',
            'melakukan kejuruteraan balikan, menyahkompil atau membuka himpunan perkhidmatan atau pemapar lawatannya, atau cuba mengekstrak kod sumbernya, kecuali jika undang-undang secara nyata membenarkannya walaupun terdapat sekatan ini;',
            'menyiasat, mengimbas atau menguji keselamatan perkhidmatan tanpa kebenaran bertulis kami, mengganggu operasinya, atau meletakkan beban yang tidak munasabah padanya, termasuk melalui pengikisan automatik;',
            'berkongsi akaun anda, menjual semula perkhidmatan atau akses kepadanya, atau menggunakannya untuk membina produk pesaing;',
            'menggunakan perkhidmatan dengan melanggar undang-undang kawalan eksport atau undang-undang sekatan.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami boleh mengalih keluar atau menyahdayakan kandungan yang melanggar peraturan ini, atau yang dikehendaki oleh undang-undang untuk dialih keluar, dan kami akan memaklumkan anda apabila kami berbuat demikian melainkan undang-undang atau sesuatu siasatan menghalangnya.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Kandungan anda',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda mengekalkan pemilikan ke atas imbasan, fail, imej, teks dan kandungan lain yang anda muat naik (“kandungan anda”) dan ke atas lawatan yang dihasilkan daripadanya.',
        },
        {
          kind: 'paragraph',
          text: 'Anda memberikan Roomwalk lesen di seluruh dunia, tidak eksklusif dan bebas royalti untuk mengehos, menyimpan, menyalin, memproses, mengadaptasi (contohnya dengan menukarkan imbasan kepada model 3D, mengurangkan saiznya atau mengesan objek di dalamnya) dan memaparkan kandungan anda, hanya setakat yang perlu untuk menyediakan dan melindungi perkhidmatan bagi anda dan untuk memaparkan lawatan anda kepada orang yang anda berkongsi lawatan itu dengannya. Lesen ini tamat apabila kandungan anda dipadam daripada sistem kami, kecuali bagi sandaran yang ditulis ganti mengikut kebiasaan.',
        },
        {
          kind: 'paragraph',
          text: 'Anda mengesahkan bahawa anda mempunyai semua hak yang diperlukan untuk memberikan lesen ini, dan bahawa kandungan anda, serta penggunaan kami terhadapnya sebagaimana yang diterangkan dalam Terma ini, tidak melanggar hak sesiapa atau mana-mana undang-undang.',
        },
        {
          kind: 'paragraph',
          text: 'Kami tidak menggunakan kandungan anda untuk mempromosikan Roomwalk, contohnya sebagai contoh di laman web kami, tanpa kebenaran anda.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Lawatan awam dan benaman',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda yang menentukan sama ada sesuatu lawatan diterbitkan. Lawatan yang diterbitkan boleh ditonton, tanpa akaun, oleh sesiapa sahaja yang mempunyai pautannya atau yang melawat laman web tempat lawatan itu dibenamkan. Anda bertanggungjawab atas perkara yang dipaparkan dalam lawatan yang diterbitkan dan atas laman web tempat anda membenamkannya. Anda boleh menyahterbitkan lawatan pada bila-bila masa, dan tindakan ini akan menyahdayakan pautan dan benamannya.',
        },
        {
          kind: 'paragraph',
          text: 'Penonton lawatan awam hanya boleh menggunakannya untuk menonton lawatan itu. Mereka tidak boleh memuat turun, menyalin atau menerbitkan semula kandungannya tanpa kebenaran anda, dan Terma ini terpakai kepada mereka setakat mana mereka menggunakan Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Harta intelek kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk serta perisian, pemapar lawatan, reka bentuk, logo dan dokumentasinya adalah milik Roomwalk atau pemberi lesennya dan dilindungi oleh undang-undang harta intelek. Selagi akaun anda berada dalam keadaan baik, kami memberi anda lesen peribadi, tidak eksklusif dan tidak boleh dipindah milik untuk menggunakan perkhidmatan selaras dengan Terma ini. Selain lesen itu dan hak anda ke atas kandungan anda sendiri, Terma ini tidak memberi anda sebarang hak ke atas Roomwalk atau cap dagangannya.',
        },
        {
          kind: 'paragraph',
          text: 'Jika anda menghantar maklum balas atau cadangan kepada kami, kami boleh menggunakannya secara bebas dan tanpa sebarang kewajipan kepada anda.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Portal penyenaraian dan perkhidmatan pihak ketiga yang lain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Laman web kami menamakan portal penyenaraian dan laman web lain yang boleh memaparkan lawatan Roomwalk. Nama-nama ini ialah cap dagangan pemiliknya masing-masing. Penamaan tersebut hanya bermaksud bahawa pautan atau benaman lawatan Roomwalk serasi dengannya dari segi teknikal; ia tidak bermaksud bahawa mereka menyokong, menaja atau bergabung dengan Roomwalk, atau bahawa kami ialah rakan kongsi mereka.',
        },
        {
          kind: 'paragraph',
          text: 'Apabila anda menerbitkan lawatan di portal atau laman web pihak ketiga, terma dan dasar portal itu sendiri terpakai pada penggunaan tersebut. Kami tidak bertanggungjawab atas perkhidmatan pihak ketiga, ketersediaannya, atau perubahan yang dibuat olehnya yang menjejaskan cara lawatan dipaparkan.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Ketersediaan dan perubahan pada perkhidmatan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami berusaha memastikan Roomwalk tersedia pada setiap masa, tetapi kami tidak menjanjikan operasi yang tanpa gangguan atau bebas ralat. Perkhidmatan mungkin tidak tersedia semasa penyelenggaraan, yang kami cuba jadualkan pada waktu lengang dan umumkan terlebih dahulu, atau disebabkan oleh peristiwa di luar kawalan munasabah kami, seperti kegagalan rangkaian atau penyedia, serangan atau bencana alam.',
        },
        {
          kind: 'paragraph',
          text: 'Kami sentiasa menambah baik Roomwalk dan boleh menambah, mengubah atau mengalih keluar ciri. Jika kami mengalih keluar ciri yang merupakan bahagian material pelan berbayar anda, kami akan memaklumkan anda terlebih dahulu, dan jika anda tidak lagi mahu meneruskannya, anda boleh membatalkan langganan dan menerima bayaran balik secara prorata bagi baki tempoh pengebilan anda.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Penafian',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lawatan ialah representasi digital yang dihasilkan secara automatik daripada imbasan dan fail anda. Ukuran, pelan lantai, objek yang dikesan dan laluan navigasi adalah anggaran dan mungkin mengandungi kesilapan; semua itu bukan hasil kerja juruukur dan tidak boleh dijadikan sandaran bagi keputusan pembinaan, penilaian, perundangan atau keselamatan tanpa semakan bebas.',
        },
        {
          kind: 'paragraph',
          text: 'Kecuali sebagaimana yang dinyatakan secara nyata dalam Terma ini, dan setakat yang dibenarkan oleh undang-undang, perkhidmatan disediakan “sebagaimana adanya” dan “sebagaimana tersedia”, tanpa sebarang jenis waranti, sama ada nyata atau tersirat, termasuk waranti tersirat tentang kebolehdagangan, kesesuaian untuk tujuan tertentu dan ketiadaan pelanggaran. Tiada apa-apa dalam Terma ini yang mengecualikan waranti atau jaminan yang tidak dibenarkan oleh undang-undang untuk dikecualikan, termasuk yang melindungi pengguna.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Had liabiliti',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Setakat yang dibenarkan oleh undang-undang, Roomwalk tidak bertanggungan atas sebarang kerugian tidak langsung, sampingan, khas atau berbangkit, atau atas sebarang kehilangan keuntungan, hasil, perniagaan, muhibah atau data, yang timbul daripada atau berkaitan dengan Terma ini atau perkhidmatan, walaupun kami telah dimaklumkan bahawa kerugian sedemikian mungkin berlaku.',
        },
        {
          kind: 'paragraph',
          text: 'Setakat yang dibenarkan oleh undang-undang, jumlah liabiliti Roomwalk bagi semua tuntutan yang timbul daripada atau berkaitan dengan Terma ini atau perkhidmatan adalah terhad kepada jumlah yang anda bayar kepada kami bagi perkhidmatan dalam tempoh dua belas bulan sebelum peristiwa yang menimbulkan tuntutan itu.',
        },
        {
          kind: 'paragraph',
          text: 'Had ini tidak terpakai pada liabiliti yang tidak dibenarkan oleh undang-undang untuk dihadkan atau dikecualikan, seperti liabiliti bagi kematian atau kecederaan diri yang disebabkan oleh kecuaian, atau bagi penipuan, salah laku yang disengajakan atau kecuaian yang melampau.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Tanggung rugi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jika anda menggunakan Roomwalk bagi tujuan perniagaan, anda akan membela dan menanggung rugi Roomwalk, kakitangannya dan penyedianya terhadap sebarang tuntutan, kerugian, ganti rugi dan kos, termasuk fi guaman yang munasabah, yang timbul daripada kandungan anda, daripada penggunaan perkhidmatan oleh anda yang melanggar Terma ini atau daripada pelanggaran anda terhadap hak orang lain, contohnya apabila sesuatu tempat diimbas tanpa kebenaran. Kami akan memaklumkan anda dengan segera tentang sebarang tuntutan sedemikian dan membenarkan anda mengambil bahagian dalam pembelaannya.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Penggantungan dan penamatan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda boleh berhenti menggunakan Roomwalk dan menutup akaun anda pada bila-bila masa dalam tetapan anda atau dengan menulis kepada legal@roomwalk.example. Penutupan akaun anda menamatkan sebarang langganan pada akhir tempoh pengebilan semasa, dan kandungan anda kemudiannya dipadam sebagaimana yang diterangkan dalam Dasar Privasi kami.',
        },
        {
          kind: 'paragraph',
          text: 'Kami boleh menggantung atau menutup akaun anda, atau menyahterbitkan lawatan, jika anda melanggar Terma ini secara serius atau berulang kali, jika anda tidak membuat pembayaran, jika dikehendaki oleh undang-undang, atau jika penggunaan anda menimbulkan risiko kepada pengguna lain, perkhidmatan atau pihak ketiga. Jika munasabah, kami akan memberi amaran kepada anda terlebih dahulu, memberitahu anda sebabnya dan memberi anda peluang untuk membetulkan keadaan. Jika kami menutup akaun anda tanpa sebab, kami akan memberi anda notis sekurang-kurangnya 30 hari dan membayar balik jumlah prorata bagi mana-mana tempoh yang telah anda bayar tetapi belum digunakan.',
        },
        {
          kind: 'paragraph',
          text: 'Bahagian Terma ini yang menurut sifatnya sepatutnya berterusan selepas penamatan, seperti bahagian tentang harta intelek, penafian, had liabiliti, tanggung rugi dan undang-undang yang mentadbir, terus terpakai.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Undang-undang yang mentadbir dan pertikaian',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Terma ini, dan sebarang pertikaian yang timbul daripada atau berkaitan dengannya atau dengan perkhidmatan, ditadbir oleh undang-undang negara tempat syarikat pengendali Roomwalk didaftarkan, tanpa mengambil kira peraturan percanggahan undang-undangnya, dan mahkamah negara tersebut mempunyai bidang kuasa ke atas sebarang pertikaian sedemikian.',
        },
        {
          kind: 'paragraph',
          text: 'Jika anda seorang pengguna, anda juga tetap mendapat perlindungan undang-undang mandatori di negara tempat anda tinggal, dan anda boleh memulakan prosiding di mahkamah negara tersebut. Sebelum memulakan prosiding, sila tulis kepada legal@roomwalk.example supaya kami boleh cuba menyelesaikan perkara itu secara tidak formal.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Perubahan pada Terma ini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami boleh mengemas kini Terma ini, contohnya apabila kami mengubah pelan atau ciri kami atau apabila undang-undang berubah. Kami akan memaklumkan anda tentang perubahan material melalui e-mel atau dalam aplikasi sekurang-kurangnya 30 hari sebelum perubahan itu berkuat kuasa. Jika anda tidak bersetuju dengan sesuatu perubahan, anda boleh membatalkan langganan anda sebelum perubahan itu berkuat kuasa; jika anda terus menggunakan Roomwalk selepas itu, anda menerima Terma yang dikemas kini. Tarikh di bahagian atas halaman ini menunjukkan bila Terma ini kali terakhir diubah.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Am',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keseluruhan perjanjian: Terma ini, bersama dengan Dasar Privasi kami dan butiran pelan yang dipaparkan semasa anda melanggan, merupakan keseluruhan perjanjian antara anda dengan Roomwalk mengenai perkhidmatan.',
            'Kebolehasingan: jika mahkamah mendapati mana-mana bahagian Terma ini tidak boleh dikuatkuasakan, bahagian selebihnya kekal berkuat kuasa.',
            'Tiada penepian: jika kami tidak menguatkuasakan sesuatu hak dengan serta-merta, kami tidak melepaskan hak itu.',
            'Penyerahhakan: anda tidak boleh memindahkan hak anda di bawah Terma ini tanpa persetujuan kami. Kami boleh memindahkan hak kami kepada syarikat yang mengambil alih perniagaan kami, dan Terma ini akan terus melindungi anda.',
            'Bahasa: Terma ini tersedia dalam beberapa bahasa. Jika terdapat perbezaan antara versi-versi itu, versi bahasa Inggeris akan diguna pakai, melainkan undang-undang negara anda menghendaki sebaliknya.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Hubungi kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pertanyaan tentang Terma ini boleh dihantar kepada legal@roomwalk.example. Untuk pertanyaan tentang data peribadi, tulis kepada privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
