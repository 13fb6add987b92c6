/**
 * Kebijakan Privasi dan Ketentuan Layanan Roomwalk dalam bahasa Indonesia, diterjemahkan dari
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
  title: 'Kebijakan Privasi',
  lastUpdated: '2026-11-22',
  intro: [
    'Kebijakan Privasi ini menjelaskan cara Roomwalk (“Roomwalk” atau “kami”) mengumpulkan, menggunakan, membagikan, dan melindungi data pribadi ketika Anda mengunjungi situs web kami, membuat akun, memindai atau mengunggah ruang, serta membagikan tur 3D dan tur augmented reality kepada orang lain.',
    'Setiap bagian menjelaskan apa yang kami lakukan, alasan kami melakukannya, dan pilihan apa saja yang Anda miliki. Jika ada yang kurang jelas, silakan kirim email ke privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Tentang kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk menyediakan layanan daring yang mengubah hasil pindaian ponsel dan file CAD yang diunggah menjadi tur 3D virtual properti dan tempat acara. Tur tersebut dapat dijelajahi di peramban, ditampilkan dalam augmented reality di ponsel, serta dibagikan melalui tautan atau kode sematan.',
        },
        {
          kind: 'paragraph',
          text: 'Untuk data pribadi yang dijelaskan dalam kebijakan ini (akun Anda, langganan Anda, pesan Anda kepada kami, dan cara Anda menggunakan situs web), Roomwalk bertindak sebagai pengendali data. Anda dapat menghubungi kami mengenai hal apa pun dalam kebijakan ini melalui privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Cakupan kebijakan ini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kebijakan ini berlaku untuk situs web Roomwalk, aplikasi web Roomwalk, dan halaman tempat tur ditampilkan, termasuk tur yang disematkan di situs web lain. Kebijakan ini tidak berlaku untuk situs web atau portal listing yang dikelola pihak lain, meskipun situs atau portal tersebut menampilkan tur Roomwalk; di sana berlaku kebijakan privasi masing-masing.',
        },
        {
          kind: 'paragraph',
          text: 'Ketika Anda memindai atau mengunggah suatu ruang, tur yang dihasilkan dapat memuat data pribadi orang lain, misalnya wajah dalam foto yang tergantung di dinding atau nama pada surat yang tertinggal di atas meja. Cara kami menangani konten tersebut dijelaskan dalam bagian “Tur Anda dan orang-orang di dalamnya”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data yang kami kumpulkan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami hanya mengumpulkan data yang kami perlukan untuk menjalankan layanan. Bergantung pada cara Anda menggunakan Roomwalk, data tersebut meliputi:',
        },
        {
          kind: 'list',
          items: [
            'Data akun: nama depan dan nama belakang Anda, alamat email, kata sandi (yang hanya kami simpan dalam bentuk hash), peran Anda dalam layanan, dan, jika Anda mengaktifkannya, kunci rahasia untuk autentikasi dua faktor.',
            'Data profil dan organisasi: rincian yang Anda tambahkan saat melengkapi profil, seperti perusahaan dan bidang usaha Anda, serta anggota paket Office.',
            'Data langganan dan penagihan: paket Anda, periode penagihan, saldo dan riwayat kredit, faktur, serta nama dan alamat penagihan yang Anda berikan. Data kartu dimasukkan melalui dan disimpan oleh penyedia layanan pembayaran kami; kami hanya dapat melihat jenis kartu, empat digit terakhir, dan tanggal kedaluwarsanya.',
            'Konten tur: pindaian, foto, video, file CAD, dan file lain yang Anda unggah; model 3D, denah lantai, dan data navigasi yang kami hasilkan dari file tersebut; serta judul, deskripsi, anotasi, dan posisi awal yang Anda tambahkan.',
            'Data keamanan dan sesi: sesi yang masuk ke akun Anda beserta jenis peramban, sistem operasi, dan alamat IP masing-masing; upaya masuk yang gagal; serta waktu masuk, penggantian kata sandi, dan peristiwa keamanan lainnya.',
            'Permintaan kontak: nama depan dan nama belakang, alamat email, bidang usaha, perkiraan jumlah tur, dan pesan yang Anda kirimkan kepada kami melalui formulir kontak.',
            'Data penggunaan dan data teknis: halaman yang diminta, waktu dan hasil setiap permintaan, jumlah tayangan tur, serta statistik yang dijelaskan dalam bagian “Pelaporan kesalahan dan statistik teknis”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami tidak meminta data pribadi yang bersifat spesifik, seperti informasi kesehatan atau keyakinan agama, dan kami meminta Anda untuk tidak mencantumkannya dalam tur, anotasi, maupun pesan.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Cara dan alasan kami menggunakan data Anda',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami menggunakan data pribadi untuk tujuan-tujuan berikut, masing-masing dengan dasar hukum menurut peraturan perlindungan data, seperti Peraturan Umum Perlindungan Data (GDPR) Uni Eropa dan Inggris Raya:',
        },
        {
          kind: 'list',
          items: [
            'Menyediakan layanan yang Anda daftarkan: membuat akun Anda dan memungkinkan Anda masuk, mengolah unggahan Anda menjadi tur, meng-hosting dan menampilkan tur Anda, mengelola saldo kredit Anda, serta menjawab pertanyaan dukungan. Dasar hukum: pelaksanaan perjanjian kami dengan Anda.',
            'Menagih langganan Anda, menyelenggarakan pembukuan, dan memenuhi kewajiban perpajakan. Dasar hukum: pelaksanaan perjanjian kami dan pemenuhan kewajiban hukum.',
            'Menjaga keamanan akun dan layanan: mendeteksi aktivitas masuk yang tidak biasa, membatasi upaya masuk gagal yang berulang, melindungi dari permintaan palsu, dan menyelidiki penyalahgunaan. Dasar hukum: kepentingan sah kami atas layanan yang aman, yang juga merupakan kepentingan Anda.',
            'Menemukan dan memperbaiki kesalahan serta meningkatkan kinerja dengan menggunakan laporan kesalahan dan statistik teknis. Dasar hukum: kepentingan sah kami atas layanan yang andal.',
            'Menjawab permintaan kontak dan, jika Anda memintanya, memperlihatkan bagaimana Roomwalk dapat mendukung usaha Anda. Dasar hukum: langkah-langkah yang diambil atas permintaan Anda sebelum perjanjian dibuat, serta kepentingan sah kami untuk menjawab pertanyaan.',
            'Mengirim email layanan, seperti tautan pengaturan ulang kata sandi, pemberitahuan keamanan, tanda terima, dan pemberitahuan perubahan atas ketentuan kami atau kebijakan ini. Dasar hukum: pelaksanaan perjanjian kami dan kepentingan sah kami untuk terus memberi Anda informasi.',
            'Mengirim kabar tentang Roomwalk, hanya jika Anda telah menyetujuinya. Dasar hukum: persetujuan Anda, yang dapat Anda tarik kapan saja melalui tautan berhenti berlangganan di setiap email tersebut.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami tidak menjual data pribadi, tidak menggunakannya untuk iklan, dan tidak mengambil keputusan tentang Anda yang semata-mata didasarkan pada pemrosesan otomatis dan yang menimbulkan akibat hukum atau akibat signifikan serupa. Deteksi otomatis atas objek, dinding, dan lantai dalam pindaian Anda menggambarkan ruangannya, bukan diri Anda.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Tur Anda dan orang-orang di dalamnya',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ketika memindai suatu ruang, Anda yang menentukan apa yang terekam di dalamnya. Pindaian dan foto dapat memperlihatkan orang, foto keluarga, dokumen, pelat nomor kendaraan, atau bagian dalam rumah seseorang. Sebelum memindai atau mengunggah suatu ruang, pastikan Anda berhak melakukannya dan orang-orang yang tinggal atau bekerja di sana mengetahuinya, serta singkirkan atau tutupi barang pribadi yang tidak boleh terlihat.',
        },
        {
          kind: 'paragraph',
          text: 'Untuk data pribadi yang terdapat dalam konten yang Anda unggah, Anda (atau organisasi tempat Anda bekerja) yang menentukan tujuan dan cara penggunaannya, dan kami memprosesnya atas nama Anda sebagai prosesor data Anda. Kami menggunakan konten tersebut hanya untuk membuat, menyimpan, menampilkan, dan mengirimkan tur Anda serta untuk menjaga layanan tetap berfungsi, tidak pernah untuk kepentingan kami sendiri. Pelanggan bisnis yang memerlukan perjanjian pemrosesan data dapat meminta perjanjian kami melalui privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Jika Anda muncul dalam tur yang dipublikasikan orang lain dan ingin sesuatu dihapus, silakan hubungi pemilik tur tersebut terlebih dahulu. Jika hal itu tidak membuahkan hasil, kirim email ke privacy@roomwalk.example dengan menyertakan tautan tur tersebut, dan kami akan membantu Anda.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Tur yang Anda bagikan secara publik',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tur yang Anda publikasikan dapat dibuka oleh siapa saja yang memiliki tautannya dan oleh siapa saja yang mengunjungi situs web tempat Anda menyematkannya. Oleh karena itu, semua hal yang terlihat dalam tur yang dipublikasikan, termasuk judul, deskripsi, dan anotasinya, dapat dilihat oleh publik. Anda dapat membatalkan publikasi atau menghapus tur kapan saja melalui dasbor Anda; salinan yang telah disimpan oleh pihak lain atau oleh mesin pencari berada di luar kendali kami.',
        },
        {
          kind: 'paragraph',
          text: 'Ketika seseorang melihat tur publik, kami mencatat tayangan tersebut dan server kami merekam data teknis yang diperlukan untuk menampilkannya, seperti alamat IP dan jenis peramban. Kami tidak berupaya mengidentifikasi pengunjung dan tidak menempatkan cookie pelacak di perangkat mereka.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookie dan penyimpanan lokal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk hanya menggunakan cookie dan penyimpanan peramban yang mutlak diperlukan untuk menyediakan layanan yang Anda minta. Karena mutlak diperlukan, penggunaannya tidak memerlukan persetujuan Anda, dan kami tidak menggunakan cookie iklan, analitik, maupun media sosial. Cookie dan penyimpanan tersebut adalah:',
        },
        {
          kind: 'list',
          items: [
            'Cookie token penyegaran: menjaga Anda tetap masuk dengan memungkinkan peramban Anda memperoleh token akses baru yang berlaku singkat. Cookie ini tidak dapat dibaca oleh skrip, hanya dikirim ke situs kami sendiri, dan kedaluwarsa setelah 30 hari atau saat Anda keluar.',
            'Cookie antipemalsuan: nilai acak bertanda tangan yang membuktikan bahwa suatu permintaan benar-benar berasal dari aplikasi kami, sehingga melindungi Anda dari pemalsuan permintaan lintas situs (CSRF).',
            'Data sesi di penyimpanan lokal: token akses Anda, masa berlakunya, dan salinan data dasar pengguna Anda, yang dienkripsi di peramban Anda dengan kunci yang hanya berlaku selama sesi peramban, agar aplikasi mengetahui bahwa Anda sedang masuk. Data ini dihapus saat Anda keluar.',
            'Perlindungan proses masuk di penyimpanan lokal: jumlah upaya masuk gagal terbaru untuk setiap alamat email, yang digunakan untuk menjeda proses masuk setelah lima kali gagal dalam 15 menit.',
            'Bahasa di penyimpanan lokal: bahasa yang Anda pilih, agar situs web ditampilkan dalam bahasa tersebut pada kunjungan Anda berikutnya.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Anda dapat menghapus cookie dan penyimpanan lokal kapan saja melalui pengaturan peramban Anda. Jika Anda memblokirnya, Anda tetap dapat membaca halaman publik dan melihat tur publik, tetapi tidak akan dapat masuk.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Pelaporan kesalahan dan statistik teknis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Apabila pelaporan kesalahan diaktifkan pada layanan produksi kami, aplikasi mengirimkan laporan kesalahan ke Sentry, sebuah layanan pemantauan kesalahan. Laporan tersebut memuat pesan kesalahan dan letak terjadinya kesalahan dalam kode, alamat halaman (setelah token masuk dan kunci dihapus), peramban dan sistem operasi, langkah-langkah yang menyebabkan kesalahan, serta, jika Anda sedang masuk, ID pengguna, alamat email, dan nama pengguna Anda, agar kami dapat membantu Anda jika kesalahan tersebut berdampak pada Anda. Sentry juga mengukur kecepatan pemuatan halaman dan menghitung sesi peramban, yang menunjukkan kepada kami apakah suatu rilis baru berjalan stabil.',
        },
        {
          kind: 'paragraph',
          text: 'Selama Anda menggunakan aplikasi, aplikasi juga mengirimkan statistik teknis kepada kami setiap beberapa menit: jumlah permintaan, berapa banyak yang dijawab dari cache, waktu dan ukuran respons, yang dikelompokkan menurut jenis sumber daya, bersama dengan pengenal acak sesi peramban. Statistik ini tidak memuat konten tur, isian formulir, maupun kata sandi.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'Email yang kami kirim',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami menggunakan alamat email Anda untuk mengirimkan pesan yang diperlukan oleh layanan: tautan untuk mengatur ulang kata sandi ketika Anda memintanya (berlaku selama satu jam), konfirmasi perubahan keamanan seperti pengaktifan atau penonaktifan autentikasi dua faktor, tanda terima, pemberitahuan mengenai langganan dan kredit Anda, serta pemberitahuan perubahan penting atas ketentuan kami atau kebijakan ini. Anda tidak dapat berhenti menerima pesan-pesan ini selama Anda memiliki akun, karena pesan tersebut merupakan bagian dari layanan.',
        },
        {
          kind: 'paragraph',
          text: 'Kami hanya mengirimkan kabar terbaru dan informasi produk jika Anda telah menyetujuinya, dan setiap email tersebut memuat tautan untuk berhenti berlangganan.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Pihak yang menerima data dari kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami hanya membagikan data pribadi kepada penyedia layanan yang membantu kami menjalankan Roomwalk, berdasarkan perjanjian tertulis yang mewajibkan mereka untuk memprosesnya hanya sesuai instruksi kami, menjaga kerahasiaannya, dan melindunginya. Penyedia layanan tersebut adalah:',
        },
        {
          kind: 'list',
          items: [
            'penyedia hosting dan penyimpanan cloud, yang menjalankan server dan basis data kami serta menyimpan unggahan dan tur;',
            'penyedia komputasi cloud dengan prosesor grafis, yang mengubah pindaian dan file CAD menjadi tur;',
            'penyedia jasa pembayaran, yang memproses pembayaran langganan dan menyimpan data kartu;',
            'penyedia layanan pengiriman email, yang mengirimkan tautan pengaturan ulang kata sandi dan email layanan lainnya;',
            'Sentry, yang menerima laporan kesalahan apabila pelaporan kesalahan diaktifkan.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami juga mengungkapkan data pribadi apabila diwajibkan oleh hukum, misalnya untuk memenuhi perintah pengadilan yang sah; apabila diperlukan untuk melindungi hak, keselamatan, atau harta benda pengguna kami, masyarakat, atau Roomwalk; atau kepada pembeli atau penerus apabila usaha Roomwalk dijual atau direorganisasi, dan dalam hal demikian kebijakan ini tetap berlaku atas data Anda.',
        },
        {
          kind: 'paragraph',
          text: 'Daftar terkini penyedia layanan kami beserta lokasinya dapat diminta melalui privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transfer data internasional',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Penyedia layanan kami dapat memproses data di negara selain negara Anda, termasuk negara yang peraturan perlindungan datanya berbeda dengan peraturan di tempat tinggal Anda. Apabila kami mentransfer data pribadi ke luar Kawasan Ekonomi Eropa, Inggris Raya, atau Swiss, kami hanya melakukannya ke negara yang diakui memberikan perlindungan yang memadai, atau berdasarkan klausul kontrak standar yang disetujui oleh Komisi Eropa dan padanannya di Inggris Raya, dengan perlindungan tambahan apabila diperlukan. Anda dapat meminta salinan langkah-langkah perlindungan tersebut kepada kami.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Berapa lama kami menyimpan data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Data akun dan profil: selama akun Anda ada; data ini dihapus dalam waktu 30 hari setelah Anda menutup akun.',
            'Tur dan unggahan: selama akun Anda ada. Jika langganan Anda berakhir, tur Anda dijeda, bukan dihapus, sehingga Anda dapat memulihkannya dengan berlangganan kembali. Tur yang Anda hapus, dan semua tur dari akun yang ditutup, dihapus dalam waktu 30 hari, dan salinannya dalam cadangan kami ditimpa dalam waktu 35 hari berikutnya.',
            'Catatan penagihan dan faktur: selama diwajibkan oleh peraturan perpajakan dan akuntansi, biasanya hingga sepuluh tahun.',
            'Sesi dan peristiwa keamanan: selama sesi aktif dan hingga 90 hari setelah sesi berakhir; upaya masuk yang gagal hingga 30 hari.',
            'Permintaan kontak: hingga 24 bulan setelah komunikasi terakhir kami dengan Anda, kecuali Anda menjadi pelanggan, dan dalam hal demikian permintaan tersebut menjadi bagian dari catatan akun Anda.',
            'Laporan kesalahan: hingga 90 hari. Log server dan statistik teknis: hingga 30 hari, setelah itu kami hanya menyimpan angka agregat yang tidak lagi dapat mengidentifikasi siapa pun.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami menyimpan data lebih lama hanya apabila diwajibkan oleh hukum atau diperlukan untuk menetapkan, melaksanakan, atau membela suatu tuntutan hukum, dan hanya selama keperluan tersebut masih ada.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Cara kami melindungi data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami melindungi data pribadi dengan langkah-langkah teknis dan organisasi yang sesuai dengan tingkat risikonya, antara lain:',
        },
        {
          kind: 'list',
          items: [
            'Enkripsi saat transmisi: seluruh lalu lintas antara peramban Anda dan Roomwalk menggunakan HTTPS (TLS).',
            'Kata sandi dalam bentuk hash: kami tidak pernah menyimpan kata sandi Anda itu sendiri, hanya hash bergaram yang dibuat dengan algoritma yang sengaja dibuat lambat (scrypt), sehingga kata sandi tidak dapat dibaca kembali darinya.',
            'Autentikasi dua faktor: Anda dapat mewajibkan kode dari aplikasi autentikator selain kata sandi Anda.',
            'Kontrol sesi: Anda dapat melihat setiap perangkat yang masuk ke akun Anda dan mengeluarkan perangkat mana pun, dan penggantian kata sandi akan mengeluarkan semua perangkat tersebut.',
            'Perlindungan terhadap upaya menebak: proses masuk dijeda setelah lima kali gagal dalam 15 menit, dan permintaan berulang dibatasi frekuensinya.',
            'Perlindungan terhadap permintaan palsu dan konten berbahaya: setiap permintaan yang mengubah data harus menyertakan token antipemalsuan bertanda tangan, dan teks yang Anda masukkan selalu ditampilkan sebagai teks, tidak pernah dijalankan sebagai kode.',
            'Penyimpanan sesi terenkripsi di peramban Anda, akses ke sistem produksi hanya bagi staf yang memerlukannya, pencadangan rutin, dan peninjauan berkala atas langkah-langkah ini.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tidak ada sistem yang sepenuhnya aman. Apabila terjadi kebocoran data pribadi yang kemungkinan besar membahayakan hak Anda, kami akan memberi tahu Anda dan otoritas yang berwenang sebagaimana diwajibkan oleh hukum. Silakan laporkan setiap masalah keamanan ke privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Hak-hak Anda',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bergantung pada tempat tinggal Anda, Anda memiliki hak-hak berikut atas data pribadi Anda:',
        },
        {
          kind: 'list',
          items: [
            'Akses: mengetahui apakah kami memproses data Anda dan memperoleh salinannya.',
            'Perbaikan: meminta agar data yang tidak akurat diperbaiki; sebagian besar rincian akun dapat Anda ubah sendiri melalui pengaturan.',
            'Penghapusan: meminta agar data Anda dihapus, misalnya dengan menutup akun Anda, kecuali kami wajib menyimpannya karena alasan hukum.',
            'Pembatasan: meminta agar kami berhenti menggunakan data Anda, kecuali untuk menyimpannya, selama suatu pertanyaan mengenai data tersebut sedang diselesaikan.',
            'Portabilitas: menerima data yang Anda berikan kepada kami dalam format yang terstruktur, umum digunakan, dan dapat dibaca mesin, serta meminta agar data tersebut dikirimkan kepada penyedia lain apabila hal itu secara teknis memungkinkan.',
            'Keberatan: mengajukan keberatan kapan saja atas pemrosesan yang didasarkan pada kepentingan sah kami, serta atas pemasaran langsung dalam bentuk apa pun.',
            'Penarikan persetujuan: apabila kami mengandalkan persetujuan Anda, menarik persetujuan tersebut kapan saja, tanpa memengaruhi pemrosesan yang telah dilakukan sebelumnya.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Untuk menggunakan hak tersebut, kirim email ke privacy@roomwalk.example dari alamat email akun Anda. Kami dapat meminta Anda untuk mengonfirmasi identitas Anda, dan kami akan menjawab dalam waktu satu bulan; jika permintaan tersebut rumit, kami dapat memperpanjang jangka waktu ini hingga dua bulan lagi dan akan memberi tahu Anda alasannya. Penggunaan hak-hak Anda tidak dikenai biaya.',
        },
        {
          kind: 'paragraph',
          text: 'Anda juga berhak mengajukan pengaduan kepada otoritas perlindungan data di negara tempat Anda tinggal atau bekerja, atau di negara tempat Anda meyakini hak Anda dilanggar. Namun, kami akan sangat menghargai kesempatan untuk menanggapi keluhan Anda terlebih dahulu.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Anak-anak',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk adalah layanan profesional dan tidak ditujukan bagi anak-anak. Anda harus berusia sekurang-kurangnya 16 tahun untuk membuat akun. Kami tidak dengan sengaja mengumpulkan data pribadi anak-anak; jika Anda meyakini bahwa seorang anak telah memberikan data pribadi kepada kami, kirim email ke privacy@roomwalk.example dan kami akan menghapusnya.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Perubahan atas kebijakan ini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami dapat memperbarui kebijakan ini apabila layanan kami atau peraturan perundang-undangan berubah. Tanggal di bagian atas halaman ini menunjukkan kapan kebijakan ini terakhir diubah. Apabila suatu perubahan secara material memengaruhi cara kami menggunakan data pribadi Anda, kami akan memberi tahu Anda melalui email atau di dalam aplikasi sebelum perubahan tersebut berlaku.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Hubungi kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Untuk pertanyaan apa pun mengenai kebijakan ini atau data pribadi Anda, atau untuk menggunakan hak-hak Anda, kirim email ke privacy@roomwalk.example. Untuk pertanyaan mengenai Ketentuan Layanan kami, kirim email ke legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Ketentuan Layanan',
  lastUpdated: '2026-11-22',
  intro: [
    'Ketentuan Layanan ini (“Ketentuan”) mengatur akses Anda ke dan penggunaan Anda atas Roomwalk, layanan daring untuk membuat, meng-hosting, dan membagikan tur 3D virtual dan tur augmented reality. Ketentuan ini merupakan perjanjian yang mengikat antara Anda dan Roomwalk (“Roomwalk” atau “kami”).',
    'Dengan membuat akun, membeli langganan, atau menggunakan Roomwalk dengan cara lain, Anda menerima Ketentuan ini. Jika Anda menggunakan Roomwalk untuk suatu organisasi, Anda menerima Ketentuan ini atas nama organisasi tersebut dan menyatakan bahwa Anda berwenang untuk melakukannya; dalam hal demikian, “Anda” berarti Anda dan organisasi tersebut. Jika Anda tidak menerima Ketentuan ini, jangan gunakan Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'Layanan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk mengubah hasil pindaian yang direkam dengan ponsel pintar, serta file CAD yang diunggah, menjadi tur 3D virtual yang dapat dijelajahi di peramban web, ditampilkan dalam augmented reality, dan ditelusuri dengan navigasi dalam ruangan bawaan. Unggahan diproses secara otomatis di cloud, dan dalam sebagian besar kasus tur diserahkan dalam waktu sekitar 24 jam; tur CAD biasanya lebih cepat. Waktu tersebut merupakan perkiraan, bukan jaminan.',
        },
        {
          kind: 'paragraph',
          text: 'Sejumlah fitur bergantung pada perangkat Anda: augmented reality, misalnya, memerlukan ponsel atau tablet serta peramban yang mendukungnya. Fitur dan kredit yang termasuk dalam setiap paket dijelaskan di halaman harga kami.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Akun dan keamanan',
      blocks: [
        {
          kind: 'list',
          items: [
            'Untuk membuat akun, Anda harus berusia sekurang-kurangnya 18 tahun, atau usia dewasa yang berlaku di tempat tinggal Anda jika lebih tinggi, dan cakap untuk membuat perjanjian yang mengikat.',
            'Berikan informasi yang akurat saat mendaftar dan selalu perbarui informasi tersebut, terutama alamat email Anda, yang kami gunakan untuk pengaturan ulang kata sandi dan pemberitahuan penting.',
            'Jaga kerahasiaan kata sandi Anda dan jangan berbagi akun. Kami menyarankan Anda mengaktifkan autentikasi dua faktor. Pada paket Office, setiap anggota menggunakan akunnya sendiri.',
            'Anda bertanggung jawab atas segala hal yang dilakukan dengan akun Anda. Jika Anda menduga ada orang lain yang menggunakannya, ganti kata sandi Anda, keluarkan sesi lain Anda melalui pengaturan, dan beri tahu kami melalui legal@roomwalk.example.',
            'Untuk melindungi akun, kami dapat menjeda proses masuk untuk sementara waktu setelah beberapa kali upaya masuk gagal, dan kami dapat meminta Anda untuk masuk kembali kapan saja.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Langganan dan penagihan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk dijual dengan sistem berlangganan. Paket yang saat ini ditawarkan adalah Agent dan Office, yang ditagih bulanan atau tahunan, serta Hotel, yang ditagih tahunan. Setiap paket mencakup sejumlah kredit, sebagaimana dijelaskan di halaman harga kami pada saat Anda berlangganan. Harga ditampilkan belum termasuk pajak yang berlaku di tempat tinggal Anda, yang ditambahkan pada saat pembayaran.',
        },
        {
          kind: 'list',
          items: [
            'Perpanjangan otomatis: langganan Anda diperpanjang secara otomatis pada akhir setiap periode penagihan untuk periode dengan jangka waktu yang sama, dan kami menagih metode pembayaran yang tersimpan, hingga Anda membatalkannya.',
            'Penagihan tahunan: langganan tahunan dibayar di muka untuk dua belas bulan dan lebih murah daripada dua belas kali pembayaran bulanan; besarnya penghematan ditampilkan di halaman harga kami.',
            'Perubahan harga: kami dapat mengubah harga suatu paket. Kami akan memberi tahu Anda sekurang-kurangnya 30 hari sebelum harga baru berlaku bagi Anda, dan harga baru tersebut baru berlaku mulai perpanjangan berikutnya; jika Anda tidak setuju, Anda dapat membatalkan langganan sebelum saat itu.',
            'Pembayaran gagal: jika suatu pembayaran gagal, kami akan mencobanya kembali dan memberi tahu Anda. Jika pembayaran masih belum berhasil dalam 14 hari, langganan Anda dapat berakhir dan tur Anda dijeda sebagaimana dijelaskan dalam bagian “Saat langganan berakhir”.',
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
            'Satu kredit menghasilkan satu tur. Kredit terpakai saat Anda mengirimkan pindaian atau file CAD untuk diproses.',
            'Jika kami tidak dapat membuat tur dari unggahan Anda, misalnya karena file rusak atau pindaian tidak lengkap, kami mengembalikan kredit tersebut ke saldo Anda.',
            'Kredit yang tidak terpakai dapat dibawa ke periode berikutnya selama jangka waktu yang ditetapkan dalam paket Anda (misalnya, hingga tiga bulan pada paket Agent), lalu kedaluwarsa. Kredit paket Office dipakai bersama oleh para anggotanya.',
            'Kredit tidak memiliki nilai tunai, tidak dapat dipindahkan ke akun lain atau ditukar dengan uang, dan tidak pernah dikembalikan setelah digunakan.',
            'Kredit yang tersisa saat langganan Anda berakhir tetap berada di akun Anda hingga saat kredit tersebut seharusnya kedaluwarsa, dan Anda dapat menggunakannya kembali jika berlangganan lagi sebelum saat itu.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Perubahan paket, pembatalan, dan pengembalian dana',
      blocks: [
        {
          kind: 'list',
          items: [
            'Peningkatan paket: saat Anda beralih ke paket yang lebih tinggi, perubahan langsung berlaku. Kami menagih selisih harga untuk sisa periode penagihan berjalan, dihitung secara proporsional per hari, dan menambahkan kredit tambahan dari paket baru ke saldo Anda.',
            'Penurunan paket dan perubahan periode penagihan: perubahan ini berlaku pada awal periode penagihan Anda berikutnya; sampai saat itu paket Anda saat ini tetap berjalan.',
            'Pembatalan: Anda dapat membatalkan langganan kapan saja melalui dasbor Anda. Pembatalan berlaku pada akhir periode penagihan berjalan: sampai saat itu Anda tetap memiliki akses penuh, termasuk hosting tur Anda dan kredit yang belum terpakai, dan Anda tidak akan ditagih lagi.',
            'Pengembalian dana: pembayaran untuk periode penagihan yang telah dimulai tidak dikembalikan, baik seluruhnya maupun sebagian, dan kredit yang telah digunakan tidak pernah dikembalikan. Jika kami mengakhiri langganan Anda tanpa alasan, atau kegagalan di pihak kami menyebabkan Anda tidak dapat menggunakan Roomwalk, kami mengembalikan jumlah yang proporsional untuk bagian periode yang belum terpakai.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Jika Anda adalah konsumen dan hukum di negara Anda memberi Anda hak untuk membatalkan perjanjian daring, Anda dapat menggunakan hak tersebut dalam jangka waktu yang ditetapkan oleh hukum tersebut dengan mengirim email ke legal@roomwalk.example. Jika Anda meminta kami untuk mulai menyediakan layanan dalam jangka waktu tersebut, kami dapat memotong jumlah yang sebanding dengan layanan yang telah diberikan, termasuk kredit yang telah Anda gunakan.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Saat langganan berakhir',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami meng-hosting tur Anda selama langganan Anda aktif, tanpa batasan jumlah tur yang disimpan. Saat langganan Anda berakhir, baik karena Anda membatalkannya maupun karena pembayaran gagal, tur Anda dijeda, bukan dihapus: tautan dan sematannya menampilkan keterangan bahwa tur tidak tersedia, sementara Anda tetap dapat masuk, melihat tur Anda, dan mengunduh file yang Anda unggah. Saat Anda berlangganan kembali, tur yang dijeda akan tersedia lagi di tautan yang sama.',
        },
        {
          kind: 'paragraph',
          text: 'Jika Anda ingin tur Anda dihapus, hapus tur tersebut melalui dasbor Anda atau tutup akun Anda. Kebijakan Privasi kami menjelaskan berapa lama proses penghapusan berlangsung.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Penggunaan yang diperbolehkan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda setuju untuk menggunakan Roomwalk secara sah dan bertanggung jawab. Secara khusus, Anda dilarang:',
        },
        {
          kind: 'list',
          items: [
            'memindai, memotret, atau mengunggah tempat mana pun kecuali Anda adalah pemiliknya atau telah memperoleh izin dari pemilik atau penghuninya, serta, apabila diwajibkan oleh hukum, persetujuan setiap orang yang dapat dikenali dalam hasilnya;',
            'merekam ruang pribadi secara diam-diam, atau menggunakan tur untuk menguntit, melecehkan, mengawasi, atau membahayakan siapa pun;',
            'mengunggah atau memublikasikan konten yang melanggar hukum, melanggar kekayaan intelektual atau privasi orang lain, bersifat mencemarkan nama baik, mengandung kebencian, kekerasan, atau muatan seksual eksplisit, atau yang menyesatkan orang mengenai suatu properti, misalnya dengan menyembunyikan cacat yang wajib Anda ungkapkan;',
            'mengunggah perangkat lunak berbahaya (malware) atau konten yang dirancang untuk merusak perangkat atau mengakali langkah-langkah keamanan;',
            'melakukan rekayasa balik, dekompilasi, atau pembongkaran atas layanan atau penampil turnya, atau berupaya mengekstrak kode sumbernya, kecuali apabila hukum secara tegas mengizinkannya meskipun terdapat larangan ini;',
            'menyelidiki, memindai, atau menguji keamanan layanan tanpa izin tertulis dari kami, mengganggu pengoperasiannya, atau membebaninya secara tidak wajar, termasuk melalui scraping otomatis;',
            'berbagi akun Anda, menjual kembali layanan atau akses ke layanan, atau menggunakannya untuk membangun produk pesaing;',
            'menggunakan layanan dengan melanggar peraturan pengendalian ekspor atau sanksi.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kami dapat menghapus atau menonaktifkan konten yang melanggar aturan ini, atau yang wajib kami hapus menurut hukum, dan kami akan memberi tahu Anda apabila kami melakukannya, kecuali hukum atau suatu penyelidikan menghalanginya.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Konten Anda',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda tetap memiliki pindaian, file, gambar, teks, dan konten lain yang Anda unggah (“konten Anda”), serta tur yang dihasilkan darinya.',
        },
        {
          kind: 'paragraph',
          text: 'Anda memberikan kepada Roomwalk lisensi yang berlaku di seluruh dunia, noneksklusif, dan bebas royalti untuk meng-hosting, menyimpan, menyalin, memproses, mengadaptasi (misalnya dengan mengubah pindaian menjadi model 3D, memperkecil ukurannya, atau mendeteksi objek di dalamnya), dan menampilkan konten Anda, hanya sejauh diperlukan untuk menyediakan dan mengamankan layanan bagi Anda serta untuk menampilkan tur Anda kepada orang-orang yang menerima tur yang Anda bagikan. Lisensi ini berakhir saat konten Anda dihapus dari sistem kami, kecuali untuk cadangan yang akan ditimpa dalam proses normal.',
        },
        {
          kind: 'paragraph',
          text: 'Anda menyatakan bahwa Anda memiliki semua hak yang diperlukan untuk memberikan lisensi ini, dan bahwa konten Anda, serta penggunaan kami atas konten tersebut sebagaimana dijelaskan dalam Ketentuan ini, tidak melanggar hak siapa pun atau hukum mana pun.',
        },
        {
          kind: 'paragraph',
          text: 'Kami tidak menggunakan konten Anda untuk mempromosikan Roomwalk, misalnya sebagai contoh di situs web kami, tanpa izin Anda.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Tur publik dan sematan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda yang memutuskan apakah suatu tur dipublikasikan. Tur yang dipublikasikan dapat dilihat, tanpa akun, oleh siapa saja yang memiliki tautannya atau yang mengunjungi situs web tempat tur tersebut disematkan. Anda bertanggung jawab atas apa yang ditampilkan dalam tur yang dipublikasikan dan atas situs web tempat Anda menyematkannya. Anda dapat membatalkan publikasi tur kapan saja, yang akan menonaktifkan tautan dan sematannya.',
        },
        {
          kind: 'paragraph',
          text: 'Orang yang melihat tur publik hanya boleh menggunakannya untuk melihat tur tersebut. Mereka tidak boleh mengunduh, menyalin, atau memublikasikan ulang kontennya tanpa izin Anda, dan Ketentuan ini berlaku bagi mereka sejauh mereka menggunakan Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Kekayaan intelektual kami',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk beserta perangkat lunak, penampil tur, desain, logo, dan dokumentasinya adalah milik Roomwalk atau pemberi lisensinya dan dilindungi oleh peraturan perundang-undangan di bidang kekayaan intelektual. Selama akun Anda dalam keadaan baik, kami memberi Anda lisensi pribadi, noneksklusif, dan tidak dapat dialihkan untuk menggunakan layanan sesuai dengan Ketentuan ini. Selain lisensi tersebut dan hak Anda atas konten Anda sendiri, Ketentuan ini tidak memberi Anda hak apa pun atas Roomwalk atau mereknya.',
        },
        {
          kind: 'paragraph',
          text: 'Jika Anda mengirimkan masukan atau saran kepada kami, kami dapat menggunakannya secara bebas tanpa kewajiban apa pun kepada Anda.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Portal listing dan layanan pihak ketiga lainnya',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Situs web kami menyebutkan portal listing dan situs web lain yang dapat menampilkan tur Roomwalk. Nama-nama tersebut merupakan merek milik pemiliknya masing-masing. Penyebutan tersebut hanya berarti bahwa tautan atau sematan tur Roomwalk secara teknis kompatibel dengan portal atau situs tersebut; hal itu tidak berarti bahwa mereka mendukung, mensponsori, atau berafiliasi dengan Roomwalk, atau bahwa kami adalah mitra mereka.',
        },
        {
          kind: 'paragraph',
          text: 'Apabila Anda memublikasikan tur di portal atau situs web pihak ketiga, ketentuan dan kebijakan portal tersebut berlaku atas penggunaan itu. Kami tidak bertanggung jawab atas layanan pihak ketiga, ketersediaannya, atau perubahan yang mereka lakukan yang memengaruhi cara tur ditampilkan.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Ketersediaan dan perubahan layanan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami berupaya agar Roomwalk selalu tersedia, tetapi kami tidak menjanjikan pengoperasian yang tanpa gangguan atau bebas dari kesalahan. Layanan dapat tidak tersedia selama pemeliharaan, yang kami upayakan untuk dijadwalkan pada waktu sepi dan diumumkan terlebih dahulu, atau karena peristiwa di luar kendali wajar kami, seperti gangguan jaringan atau penyedia, serangan, atau bencana alam.',
        },
        {
          kind: 'paragraph',
          text: 'Kami terus menyempurnakan Roomwalk dan dapat menambahkan, mengubah, atau menghapus fitur. Jika kami menghapus fitur yang merupakan bagian material dari paket berbayar Anda, kami akan memberi tahu Anda terlebih dahulu, dan jika Anda tidak lagi ingin melanjutkan, Anda dapat membatalkan langganan dan menerima pengembalian dana secara proporsional untuk sisa periode penagihan Anda.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Penafian',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tur merupakan representasi digital yang dihasilkan secara otomatis dari pindaian dan file Anda. Ukuran, denah lantai, objek yang terdeteksi, dan jalur navigasi bersifat perkiraan dan dapat mengandung kesalahan; semua itu bukan hasil pengukuran resmi dan tidak boleh dijadikan dasar untuk keputusan konstruksi, penilaian, hukum, atau keselamatan tanpa pemeriksaan independen.',
        },
        {
          kind: 'paragraph',
          text: 'Kecuali sebagaimana dinyatakan secara tegas dalam Ketentuan ini, dan sejauh diizinkan oleh hukum, layanan disediakan “sebagaimana adanya” dan “sebagaimana tersedia”, tanpa jaminan dalam bentuk apa pun, baik tersurat maupun tersirat, termasuk jaminan tersirat atas kelayakan untuk diperdagangkan, kesesuaian untuk tujuan tertentu, dan tidak adanya pelanggaran hak. Tidak ada ketentuan dalam Ketentuan ini yang mengecualikan jaminan atau garansi yang menurut hukum tidak boleh dikecualikan, termasuk yang melindungi konsumen.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Batasan tanggung jawab',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sejauh diizinkan oleh hukum, Roomwalk tidak bertanggung jawab atas kerugian tidak langsung, insidental, khusus, atau konsekuensial, maupun atas kehilangan keuntungan, pendapatan, usaha, reputasi, atau data, yang timbul dari atau berkaitan dengan Ketentuan ini atau layanan, sekalipun kami telah diberi tahu bahwa kerugian tersebut mungkin terjadi.',
        },
        {
          kind: 'paragraph',
          text: 'Sejauh diizinkan oleh hukum, total tanggung jawab Roomwalk atas semua tuntutan yang timbul dari atau berkaitan dengan Ketentuan ini atau layanan dibatasi sebesar jumlah yang Anda bayarkan kepada kami untuk layanan dalam dua belas bulan sebelum peristiwa yang menimbulkan tuntutan tersebut.',
        },
        {
          kind: 'paragraph',
          text: 'Batasan ini tidak berlaku bagi tanggung jawab yang menurut hukum tidak boleh dibatasi atau dikecualikan, seperti tanggung jawab atas kematian atau cedera badan yang disebabkan oleh kelalaian, atau atas penipuan, kesalahan yang disengaja, atau kelalaian berat.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Ganti rugi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jika Anda menggunakan Roomwalk untuk keperluan bisnis, Anda akan membela dan membebaskan Roomwalk, stafnya, dan penyedianya dari segala tuntutan, kerugian, ganti rugi, dan biaya, termasuk biaya hukum yang wajar, yang timbul dari konten Anda, dari penggunaan layanan oleh Anda yang melanggar Ketentuan ini, atau dari pelanggaran Anda atas hak orang lain, misalnya apabila suatu tempat dipindai tanpa izin. Kami akan segera memberi tahu Anda mengenai setiap tuntutan tersebut dan memberi Anda kesempatan untuk turut serta dalam pembelaannya.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Penangguhan dan pengakhiran',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anda dapat berhenti menggunakan Roomwalk dan menutup akun Anda kapan saja melalui pengaturan atau dengan mengirim email ke legal@roomwalk.example. Penutupan akun mengakhiri langganan apa pun pada akhir periode penagihan berjalan, dan setelah itu konten Anda dihapus sebagaimana dijelaskan dalam Kebijakan Privasi kami.',
        },
        {
          kind: 'paragraph',
          text: 'Kami dapat menangguhkan atau menutup akun Anda, atau membatalkan publikasi tur, apabila Anda melanggar Ketentuan ini secara serius atau berulang kali, apabila Anda tidak membayar, apabila diwajibkan oleh hukum, atau apabila penggunaan Anda menimbulkan risiko bagi pengguna lain, layanan, atau pihak ketiga. Apabila wajar, kami akan memperingatkan Anda terlebih dahulu, memberitahukan alasannya, dan memberi Anda kesempatan untuk memperbaikinya. Jika kami menutup akun Anda tanpa alasan, kami akan memberi Anda pemberitahuan sekurang-kurangnya 30 hari sebelumnya dan mengembalikan jumlah yang proporsional untuk periode yang telah Anda bayar tetapi belum digunakan.',
        },
        {
          kind: 'paragraph',
          text: 'Bagian-bagian Ketentuan ini yang menurut sifatnya harus tetap berlaku setelah pengakhiran, seperti bagian tentang kekayaan intelektual, penafian, batasan tanggung jawab, ganti rugi, dan hukum yang berlaku, tetap berlaku.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Hukum yang berlaku dan penyelesaian sengketa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ketentuan ini, dan setiap sengketa yang timbul dari atau berkaitan dengan Ketentuan ini atau layanan, diatur oleh hukum negara tempat perusahaan operasional Roomwalk terdaftar, tanpa memperhatikan kaidah hukum perdata internasionalnya, dan pengadilan di negara tersebut berwenang mengadili setiap sengketa tersebut.',
        },
        {
          kind: 'paragraph',
          text: 'Jika Anda adalah konsumen, Anda juga tetap memperoleh perlindungan dari ketentuan hukum yang bersifat memaksa di negara tempat tinggal Anda, dan Anda dapat mengajukan gugatan di pengadilan negara tersebut. Sebelum mengajukan gugatan, silakan kirim email ke legal@roomwalk.example agar kami dapat berupaya menyelesaikan masalah tersebut secara kekeluargaan.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Perubahan atas Ketentuan ini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kami dapat memperbarui Ketentuan ini, misalnya saat kami mengubah paket atau fitur kami atau saat hukum berubah. Kami akan memberi tahu Anda mengenai perubahan material melalui email atau di dalam aplikasi sekurang-kurangnya 30 hari sebelum perubahan tersebut berlaku. Jika Anda tidak menyetujui suatu perubahan, Anda dapat membatalkan langganan sebelum perubahan tersebut berlaku; jika Anda terus menggunakan Roomwalk setelahnya, Anda dianggap menerima Ketentuan yang telah diperbarui. Tanggal di bagian atas halaman ini menunjukkan kapan Ketentuan ini terakhir diubah.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Ketentuan umum',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keseluruhan perjanjian: Ketentuan ini, bersama dengan Kebijakan Privasi kami dan rincian paket yang ditampilkan pada saat Anda berlangganan, merupakan keseluruhan perjanjian antara Anda dan Roomwalk mengenai layanan.',
            'Keterpisahan: jika pengadilan menyatakan suatu bagian dari Ketentuan ini tidak dapat diberlakukan, bagian lainnya tetap berlaku.',
            'Tidak ada pengesampingan: jika kami tidak segera menegakkan suatu hak, hal itu tidak berarti kami melepaskan hak tersebut.',
            'Pengalihan: Anda tidak boleh mengalihkan hak Anda berdasarkan Ketentuan ini tanpa persetujuan kami. Kami dapat mengalihkan hak kami kepada perusahaan yang mengambil alih usaha kami, dan Ketentuan ini akan tetap melindungi Anda.',
            'Bahasa: Ketentuan ini tersedia dalam beberapa bahasa. Jika terdapat perbedaan antarversi, versi bahasa Inggris yang berlaku, kecuali hukum di negara Anda menentukan lain.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Kontak',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pertanyaan mengenai Ketentuan ini dapat dikirim ke legal@roomwalk.example. Untuk pertanyaan mengenai data pribadi, kirim email ke privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
