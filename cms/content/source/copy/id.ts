import type { SiteCopy } from "../types"

/** Indonesian: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "Berapa lama waktu pengirimannya?",
      answer: [
        {
          p: "Tergantung negara tujuan; waktu pengiriman ke setiap negara tercantum di [halaman pengiriman](/shipping) kami. Estimasi waktu pengiriman dihitung dalam hari kerja:",
        },
        {
          ul: ["**Eropa:** {{europeDays}}", "**Negara lainnya:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "Berapa lama pesanan saya diproses?",
      answer: [
        {
          p: "Setiap pesanan kami proses dalam 24 jam. Pesanan yang masuk sebelum pukul 14.00 dikirim dari gudang kami pada hari yang sama.",
        },
      ],
    },
    {
      question: "Ke negara mana saja Orbita mengirim?",
      answer: [
        {
          p: "Kami mengirim ke {{countriesShippedTo}}. Daftar lengkapnya beserta ongkos kirim untuk setiap negara tersedia di [halaman pengiriman](/shipping).",
        },
      ],
    },
    {
      question: "Berapa ongkos kirimnya?",
      answer: [
        {
          p: "Ongkos kirim bergantung pada negara tujuan, mulai dari 5,99 EUR (Jerman) hingga 39,99 EUR. Untuk pesanan senilai {{freeShippingFrom}} atau lebih, pengiriman **gratis**.",
        },
      ],
    },
    {
      question: "Bisakah saya mengubah atau membatalkan pesanan?",
      answer: [
        {
          p: "Bisa, dalam waktu 2 jam setelah pesanan dibuat. [Kirimkan pesan kepada kami](/contact) dengan mencantumkan nomor pesanan serta perubahan yang Anda inginkan, atau minta pesanan dibatalkan. Untuk membatalkan, buka pesanan Anda dari tautan di e-mail konfirmasi lalu pilih **Batalkan pesanan**.",
        },
      ],
    },
    {
      question: "Bagaimana jika paket saya tiba dalam keadaan rusak?",
      answer: [
        {
          p: "Laporkan kepada kami dalam 48 jam setelah paket diterima, disertai foto kemasan dan produknya. Kami akan mengirimkan produk pengganti atau mengembalikan dana Anda.",
        },
      ],
    },
    {
      question: "Bagaimana cara mengembalikan produk?",
      answer: [
        {
          p: "Anda punya waktu 30 hari untuk mengembalikan produk tanpa perlu memberikan alasan. Buka pesanan Anda dari tautan **Lihat pesanan Anda** di e-mail konfirmasi lalu pilih **Kembalikan produk**. Langkah-langkahnya dijelaskan di [halaman pengembalian](/returns). Kehilangan e-mail tersebut? Di halaman [Lacak pesanan Anda](/track-order), Anda dapat meminta tautannya dikirim ulang.",
        },
      ],
    },
    {
      question: "Kapan dana saya dikembalikan?",
      answer: [
        {
          p: "Dalam 3–5 hari kerja setelah barang retur kami terima. Dana dikembalikan ke metode pembayaran yang Anda gunakan saat berbelanja.",
        },
      ],
    },
    {
      question: "Garansi apa yang berlaku untuk produk?",
      answer: [
        { p: "Kami menawarkan tiga tingkat garansi:" },
        {
          ul: ["**Garansi Standar:** 2 tahun untuk semua produk", "**Garansi Diperpanjang:** 3 tahun", "**Garansi Premium:** 5 tahun"],
        },
        { p: "Selengkapnya dapat dibaca di [halaman garansi](/warranty)." },
      ],
    },
    {
      question: "Metode pembayaran apa saja yang diterima?",
      answer: [
        {
          p: "Kami menerima kartu Visa, Mastercard, dan American Express melalui halaman pembayaran Stripe yang aman. Pembayaran ditagihkan dalam dolar AS (USD).",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Pengiriman dan pengantaran",
      description: "Kami mengirim dari gudang kami di Eropa ke {{countriesShippedTo}} — dikemas dengan aman, diasuransikan, dan dapat dilacak.",
      highlights: [
        {
          title: "Pengiriman cepat",
          text: "Pesan sebelum pukul 14.00, kami kirim di hari yang sama. Lama pengiriman di Eropa: {{europeDays}}.",
        },
        {
          title: "Kemasan aman",
          text: "Kardus kokoh dengan pelindung di bagian dalam agar produk tiba dalam kondisi utuh.",
        },
        {
          title: "Asuransi penuh",
          text: "Setiap paket diasuransikan senilai penuh tanpa biaya tambahan.",
        },
        {
          title: "Lacak paket Anda",
          text: "Nomor resi dikirim via SMS dan email, jadi Anda bisa memantau paket hingga tiba di tujuan.",
        },
      ],
      body: [
        { h2: "Informasi pengiriman" },
        {
          ul: [
            "Setiap pesanan diproses dalam 24 jam.",
            "Estimasi waktu pengiriman dihitung dalam hari kerja.",
            "Gratis ongkir untuk pesanan mulai {{freeShippingFrom}}.",
            "Untuk pengiriman ke luar Uni Eropa, mungkin dikenakan bea masuk yang ditanggung oleh penerima.",
          ],
        },
        { h2: "Ketentuan" },
        {
          ul: [
            "Alamat yang benar dan lengkap serta nomor telepon yang aktif wajib dicantumkan.",
            "Kurir melakukan satu kali upaya pengantaran; jika tidak ada yang menerima, kurir akan meninggalkan pemberitahuan.",
            "Paket yang tidak diambil dalam 14 hari akan dikembalikan kepada kami.",
          ],
        },
        { p: "Negara Anda tidak ada dalam daftar? [Hubungi kami](/contact) dan kami akan mencarikan solusinya." },
      ],
    },

    returns: {
      title: "Pengembalian dan keluhan",
      description: "Anda punya waktu 30 hari untuk mengembalikan produk tanpa perlu alasan. Begini caranya, cukup empat langkah.",
      highlights: [
        {
          title: "Hubungi kami",
          text: "Buka pesanan Anda dari tautan di email konfirmasi lalu pilih “Kembalikan produk”: apa, berapa banyak, dan alasannya.",
        },
        {
          title: "Kemas produk",
          text: "Masukkan produk beserta semua aksesorinya ke dalam kemasan aslinya.",
        },
        {
          title: "Kirim paket",
          text: "Tulis nomor retur dari email kami di paket, lalu kirimkan ke alamat yang tercantum di email tersebut.",
        },
        {
          title: "Terima pengembalian dana",
          text: "Dana dikembalikan dalam 3–5 hari kerja setelah paket retur kami terima.",
        },
      ],
      body: [
        { h2: "Syarat pengembalian" },
        {
          ul: [
            "Produk belum digunakan, lengkap, dan masih dalam kemasan aslinya.",
            "Demi kebersihan, produk seperti earphone in-ear hanya dapat dikembalikan jika segelnya belum dibuka.",
            "Untuk produk yang cacat, ongkos kirim retur kami tanggung.",
            "Ongkos kirim retur juga gratis jika produk tiba dalam keadaan rusak atau kami mengirim produk yang salah. Jika Anda sekadar berubah pikiran, ongkos kirim retur sama dengan ongkos kirim ke negara Anda dan akan kami potong dari pengembalian dana.",
          ],
        },
        { h2: "Cara menemukan pesanan Anda" },
        {
          p: "Setiap email yang kami kirim tentang pesanan, mulai dari email konfirmasi, berisi tautan **Lihat pesanan Anda**. Tautan ini membuka halaman pesanan Anda, tempat Anda dapat memantau pengirimannya, membatalkannya dalam 2 jam setelah memesan, atau mengembalikan produk setelah dikirim. Tidak menemukan email tersebut? Periksa folder spam, atau minta tautannya dikirim ulang di halaman [Lacak pesanan Anda](/track-order): cukup dengan alamat email yang Anda gunakan saat memesan dan nomor pesanan.",
        },
        { h2: "Pengembalian dana" },
        {
          p: "Setelah paket retur kami terima dan periksa, dana dikembalikan dalam 3–5 hari kerja ke metode pembayaran yang Anda gunakan saat berbelanja. Kami akan memberi tahu Anda melalui email begitu pengembalian dana diproses.",
        },
        {
          p: "Waktu hingga dana masuk ke rekening Anda bisa sedikit berbeda, tergantung bank atau penerbit kartu.",
        },
        { h2: "Keluhan" },
        {
          p: "Kerusakan akibat pengiriman harus dilaporkan dalam 48 jam setelah paket diterima, disertai foto kemasan dan produk. Untuk cacat lainnya, sampaikan keluhan Anda [melalui halaman kontak](/contact) — setiap keluhan kami tanggapi dalam 14 hari.",
        },
      ],
    },

    warranty: {
      title: "Garansi",
      description: "Semua produk kami bergaransi. Pilih tingkat perlindungan yang paling sesuai untuk Anda: 2, 3, atau 5 tahun.",
      highlights: [
        {
          title: "Garansi Standar – 2 tahun",
          text: "Berlaku untuk semua produk dan mencakup cacat produksi.",
        },
        {
          title: "Garansi Diperpanjang – 3 tahun",
          text: "Untuk ponsel dan jam tangan yang didaftarkan dalam 30 hari setelah pembelian.",
        },
        {
          title: "Garansi Premium – 5 tahun",
          text: "Untuk jam tangan mewah, termasuk satu kali penggantian baterai.",
        },
      ],
      body: [
        { h2: "Cara mengajukan klaim garansi" },
        {
          ol: [
            "Hubungi kami dengan mencantumkan nomor pesanan.",
            "Jelaskan kerusakannya dan lampirkan beberapa foto.",
            "Kami akan mengirimkan label pengiriman prabayar agar Anda dapat mengirim produk kepada kami.",
            "Produk akan diperbaiki atau diganti dalam 14 hari.",
          ],
        },
        { h2: "Yang tidak ditanggung garansi" },
        {
          ul: [
            "Kerusakan karena kecelakaan, seperti terjatuh atau terbentur.",
            "Kerusakan akibat air yang melebihi tingkat ketahanan air produk.",
            "Keausan wajar akibat pemakaian.",
            "Perbaikan atau modifikasi oleh pihak yang tidak berwenang.",
          ],
        },
        { p: "Ragu apakah masalah pada produk Anda ditanggung garansi? [Hubungi kami](/contact), kami siap membantu." },
      ],
    },

    support: {
      title: "Pusat bantuan",
      description: "Ada yang bisa kami bantu? Di sini Anda akan menemukan jawaban cepat dan semua cara untuk menghubungi kami.",
      highlights: [
        {
          title: "Pertanyaan umum",
          text: "Jawaban cepat seputar pesanan, pengiriman, pembayaran, dan pengembalian.",
        },
        {
          title: "Kontak",
          text: "Kirimkan pesan kepada kami — setiap pesan pasti kami balas.",
        },
        {
          title: "Pengembalian",
          text: "30 hari untuk mengembalikan produk, tanpa perlu alasan.",
        },
        {
          title: "Garansi",
          text: "Perlindungan hingga 5 tahun: kenali tiga tingkat garansi kami.",
        },
        {
          title: "Telepon kami",
          text: "Sen–Jum 09.00–18.00 CET",
        },
        {
          title: "Kirimi kami email",
          text: "Kami membalas dalam 24–48 jam",
        },
      ],
      body: [
        {
          p: "Bingung harus mulai dari mana? Lihat dulu [pertanyaan umum](/faq) — sebagian besar pertanyaan tentang pengiriman, pengembalian, dan pembayaran sudah terjawab di sana. Jika butuh bantuan untuk pesanan tertentu, [hubungi kami](/contact) dan sertakan nomor pesanan Anda.",
        },
      ],
    },

    contact: {
      title: "Kontak",
      description: "Punya pertanyaan tentang produk atau pesanan? Kirimkan pesan kepada kami — setiap pesan pasti kami balas.",
      highlights: [],
      body: [
        {
          p: "Agar kami dapat membantu lebih cepat, cantumkan **nomor pesanan** (jika sudah ada) dan jelaskan singkat keperluan Anda. Jika ada masalah dengan produk, lampirkan juga beberapa foto.",
        },
        {
          p: "Kami membalas dalam 24–48 jam. Anda juga bisa langsung mengirim email ke [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Kebijakan privasi",
      description: "Bagaimana Orbita mengumpulkan, menggunakan, dan melindungi data pribadi Anda sesuai dengan GDPR.",
      highlights: [],
      body: [
        {
          p: "Kebijakan ini menjelaskan data pribadi apa saja yang kami proses saat Anda mengunjungi toko online kami, melakukan pemesanan, atau menghubungi kami, serta hak-hak Anda atas data tersebut.",
        },
        { h2: "Pengendali data" },
        {
          p: "Pengendali data pribadi Anda adalah **Orbita Trading Ltd**, 27 Old Gloucester Street, London WC1N 3AX, Inggris Raya. Untuk pertanyaan apa pun terkait privasi, hubungi kami di [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Data yang kami kumpulkan" },
        {
          ul: [
            "Identitas dan kontak: nama, alamat email, dan nomor telepon.",
            "Alamat pengiriman dan, jika berbeda, alamat penagihan.",
            "Data pesanan: produk yang dibeli, nominal pembayaran, serta status pembayaran dan pengiriman. Data kartu lengkap hanya diproses oleh Stripe — kami tidak dapat melihat maupun menyimpannya.",
            "Isi pesan yang Anda kirimkan melalui email atau formulir di situs.",
            "Data teknis, seperti alamat IP, jenis browser, dan log server, yang diperlukan agar situs berfungsi dan tetap aman.",
          ],
        },
        { h2: "Untuk apa data digunakan" },
        {
          ul: [
            "Memproses dan mengelola pesanan, termasuk pembayaran, retur, dan pengembalian dana.",
            "Mengantarkan paket dan mengirimkan kabar status pengiriman via SMS dan email.",
            "Menanggapi pertanyaan Anda serta menangani keluhan dan klaim garansi.",
            "Memenuhi kewajiban hukum, misalnya di bidang perpajakan dan akuntansi.",
            "Melindungi toko dari penipuan dan penyalahgunaan.",
          ],
        },
        { h2: "Dasar hukum pemrosesan" },
        {
          ul: [
            "**Pelaksanaan kontrak** (Pasal 6 ayat 1 huruf b GDPR): pengelolaan pesanan, pengiriman, retur, dan garansi.",
            "**Kewajiban hukum** (huruf c): penyimpanan dokumen pajak dan akuntansi.",
            "**Kepentingan yang sah** (huruf f): keamanan situs, pencegahan penipuan, dan penanganan permintaan bantuan.",
            "**Persetujuan** (huruf a), jika kami memintanya secara khusus; Anda dapat menariknya kapan saja.",
          ],
        },
        { h2: "Penerima data" },
        { p: "Kami hanya membagikan data Anda kepada pihak yang memerlukannya untuk memberikan layanan kepada Anda:" },
        {
          ul: [
            "perusahaan kurir (seperti DHL, UPS, dan FedEx), untuk mengantarkan paket;",
            "Stripe, untuk memproses pembayaran secara aman;",
            "penyedia hosting dan layanan TI yang menjalankan toko kami;",
            "instansi pemerintah, jika diwajibkan oleh hukum.",
          ],
        },
        {
          p: "Jika data ditransfer ke luar Kawasan Ekonomi Eropa (EEA) atau Inggris Raya, transfer tersebut dilakukan dengan perlindungan yang memadai, seperti klausul kontrak standar yang disetujui Komisi Eropa.",
        },
        { h2: "Berapa lama data disimpan" },
        {
          p: "Data pesanan kami simpan selama diperlukan untuk memenuhi pesanan serta menangani retur, keluhan, dan garansi, lalu selama jangka waktu yang diwajibkan oleh peraturan perpajakan dan akuntansi. Korespondensi dengan layanan pelanggan disimpan selama diperlukan untuk menyelesaikan permintaan Anda. Setelah itu, data dihapus atau dianonimkan.",
        },
        { h2: "Hak-hak Anda" },
        { p: "Berdasarkan GDPR, Anda berhak untuk:" },
        {
          ul: [
            "mengakses data Anda dan memperoleh salinannya;",
            "meminta perbaikan data yang tidak akurat atau tidak lengkap;",
            "meminta penghapusan data;",
            "meminta pembatasan pemrosesan;",
            "menerima data dalam format terstruktur dan memindahkannya ke pengendali lain (portabilitas data);",
            "mengajukan keberatan atas pemrosesan yang didasarkan pada kepentingan yang sah;",
            "mengajukan pengaduan kepada otoritas pengawas perlindungan data.",
          ],
        },
        {
          p: "Untuk menggunakan hak-hak tersebut, kirim email ke [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Cookie dan penyimpanan lokal" },
        {
          p: "Kami hanya menggunakan cookie dan teknologi penyimpanan yang benar-benar diperlukan agar toko dapat berfungsi. Rinciannya dapat dibaca di [kebijakan cookie](/cookies) kami.",
        },
        { h2: "Perubahan kebijakan ini" },
        {
          p: "Kami dapat memperbarui kebijakan ini, misalnya saat meluncurkan layanan baru atau ketika peraturan berubah. Tanggal pembaruan terakhir selalu tercantum di halaman ini, dan kami akan memberi tahu Anda jika ada perubahan penting.",
        },
      ],
    },

    terms: {
      title: "Ketentuan layanan",
      description: "Syarat dan ketentuan yang berlaku untuk pembelian di toko online Orbita. Mohon dibaca dengan saksama sebelum melakukan pemesanan.",
      highlights: [],
      body: [
        { h2: "Penjual" },
        {
          p: "Toko online Orbita dioperasikan oleh **Orbita Trading Ltd**, perusahaan yang terdaftar di Inggris dan Wales dengan nomor 14276583, beralamat di 27 Old Gloucester Street, London WC1N 3AX, Inggris Raya.",
        },
        { h2: "Pemesanan dan terbentuknya kontrak" },
        {
          p: "Produk yang ditampilkan di toko merupakan undangan untuk memesan. Dengan mengirimkan pesanan, Anda mengajukan penawaran pembelian; kontrak dianggap terbentuk saat kami mengirimkan konfirmasi pesanan melalui email. Pesanan dapat diubah atau dibatalkan dalam 2 jam setelah dibuat.",
        },
        { h2: "Harga dan pembayaran" },
        {
          p: "Harga yang berlaku adalah harga yang tercantum di toko saat pemesanan, dan ongkos kirim ditampilkan sebelum pesanan dikonfirmasi. Pembayaran dilakukan dengan kartu (Visa, Mastercard, American Express) melalui halaman pembayaran Stripe yang aman dan ditagihkan dalam dolar AS (USD). Konversi mata uang, bila ada, dilakukan oleh bank atau penerbit kartu Anda.",
        },
        { h2: "Pengiriman" },
        {
          p: "Kami mengirim ke {{countriesShippedTo}}. Waktu dan biaya pengiriman tercantum di [halaman pengiriman](/shipping). Untuk pengiriman ke luar Uni Eropa, bea masuk dan pajak impor (jika ada) ditanggung oleh penerima.",
        },
        { h2: "Hak pembatalan pembelian" },
        {
          p: "Anda dapat membatalkan pembelian dalam 30 hari sejak produk diterima, tanpa perlu memberikan alasan. Prosedur pengembalian barang dan dana dijelaskan di [halaman pengembalian](/returns).",
        },
        { h2: "Garansi dan keluhan" },
        {
          p: "Semua produk bergaransi minimal 2 tahun; ketentuan setiap tingkat garansi tercantum di [halaman garansi](/warranty). Keluhan, termasuk laporan kerusakan akibat pengiriman, ditangani sesuai penjelasan di [halaman pengembalian dan keluhan](/returns). Hak-hak Anda sebagai konsumen menurut hukum tetap berlaku sepenuhnya.",
        },
        { h2: "Tanggung jawab" },
        {
          p: "Sejauh diizinkan oleh hukum, kami tidak bertanggung jawab atas kerugian tidak langsung atau yang tidak dapat diperkirakan, maupun atas keterlambatan akibat keadaan di luar kendali wajar kami. Tidak ada ketentuan dalam syarat ini yang membatasi tanggung jawab kami apabila hukum tidak memperbolehkannya, atau mengurangi hak Anda sebagai konsumen.",
        },
        { h2: "Hukum yang berlaku" },
        {
          p: "Ketentuan ini tunduk pada hukum Inggris dan Wales. Jika Anda adalah konsumen, Anda tetap memperoleh perlindungan dari ketentuan hukum yang bersifat memaksa di negara tempat tinggal Anda.",
        },
        { h2: "Hubungi kami" },
        {
          p: "Jika ada pertanyaan tentang ketentuan ini, kirim email ke [support@orbita-shop.com](mailto:support@orbita-shop.com) atau kunjungi [halaman kontak](/contact).",
        },
      ],
    },

    cookies: {
      title: "Kebijakan cookie",
      description: "Cookie dan data apa saja yang kami simpan di browser Anda, serta cara mengelolanya.",
      highlights: [],
      body: [
        { h2: "Apa itu cookie?" },
        {
          p: "Cookie adalah file teks kecil yang disimpan oleh situs web di perangkat Anda saat Anda menjelajah. Teknologi serupa, seperti penyimpanan lokal browser (local storage), juga memungkinkan informasi disimpan dari satu kunjungan ke kunjungan berikutnya.",
        },
        { h2: "Cookie yang kami gunakan" },
        { p: "Kami hanya menggunakan teknologi yang benar-benar diperlukan agar toko dapat berfungsi:" },
        {
          ul: [
            "**Keranjang:** produk yang Anda tambahkan disimpan di penyimpanan lokal browser, sehingga tidak hilang saat Anda menutup halaman.",
            "**Bahasa:** bahasa pilihan Anda juga disimpan di penyimpanan lokal browser.",
            "**Pembayaran:** halaman pembayaran dijalankan oleh Stripe, yang memasang cookie sendiri untuk menjaga keamanan transaksi dan mencegah penipuan, sesuai kebijakan Stripe.",
          ],
        },
        { p: "Karena semuanya benar-benar diperlukan, kami tidak memerlukan persetujuan Anda untuk menggunakannya." },
        { h2: "Tanpa cookie iklan atau pelacakan" },
        {
          p: "Kami tidak menggunakan cookie iklan, pembuatan profil, atau pelacakan, dan tidak memakai alat analitik pihak ketiga yang mengikuti aktivitas Anda di situs lain.",
        },
        { h2: "Cara menghapus cookie" },
        {
          p: "Anda dapat menghapus cookie dan data situs kapan saja melalui pengaturan browser (Chrome, Firefox, Safari, Edge, dan lainnya), biasanya di bagian privasi dan keamanan. Perlu diingat, jika data situs dihapus, keranjang Anda akan kosong dan bahasa kembali ke pengaturan awal.",
        },
        { h2: "Ada pertanyaan?" },
        { p: "Jika ada pertanyaan tentang kebijakan ini, [hubungi kami](/contact)." },
      ],
    },
  },

  settings: {
    tagline: "Elektronik premium, dikirim ke seluruh dunia",
    weekdays: "Senin–Jumat",
    weekend: "Sabtu–Minggu",
    phoneHours: "Sen–Jum 09.00–18.00 CET",
    emailResponse: "Balasan dalam 24–48 jam",
    reviewLinks: ["Ulasan kami di Trustpilot", "Ulasan kami di Google"],
  },

  reviews: [
    {
      title: "Produk mantap, pengiriman cepat",
      comment: "Paket tiba dalam dua hari, semuanya dikemas dengan rapi. Kualitas produknya melebihi ekspektasi saya. Sangat direkomendasikan!",
    },
    {
      title: "Sesuai deskripsi",
      comment: "Produknya persis seperti di foto. Penjualnya sangat responsif, pertanyaan saya dijawab hanya dalam beberapa jam.",
    },
    {
      title: "Sepadan dengan harganya",
      comment: "Produknya sangat bagus untuk harga segini. Saya kurangi satu bintang karena pengirimannya sedikit lebih lama saat musim Natal.",
    },
  ],
}
