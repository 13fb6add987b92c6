/**
 * Ang Patakaran sa Pagkapribado at Mga Tuntunin ng Serbisyo ng Roomwalk sa Filipino, isinalin mula
 * sa ./en.ts (ang pinagmulan ng lahat ng salin).
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
  title: 'Patakaran sa Pagkapribado',
  lastUpdated: '2026-11-22',
  intro: [
    'Ipinapaliwanag ng Patakaran sa Pagkapribado na ito kung paano kinokolekta, ginagamit, ibinabahagi at pinoprotektahan ng Roomwalk (“Roomwalk” o “kami”) ang personal na datos kapag binibisita mo ang aming website, gumagawa ka ng account, nag-i-scan o nag-a-upload ka ng mga espasyo, at nagbabahagi ka ng mga 3D at augmented reality na tour sa iba.',
    'Sinasabi ng bawat seksiyon kung ano ang ginagawa namin, kung bakit namin ito ginagawa at kung ano ang mga pagpipilian mo. Kung may hindi malinaw, sumulat sa privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Tungkol sa amin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nagbibigay ang Roomwalk ng online na serbisyo na ginagawang virtual na 3D tour ng mga ari-arian at venue ang mga scan mula sa telepono at ang mga in-upload na CAD file. Maaaring lakarin ang mga tour na ito sa isang browser, ilagay sa augmented reality sa isang telepono, at ibahagi gamit ang isang link o embed code.',
        },
        {
          kind: 'paragraph',
          text: 'Para sa personal na datos na inilalarawan sa patakarang ito (ang iyong account, ang iyong subscription, ang iyong mga mensahe sa amin at ang paraan ng paggamit mo sa website), ang Roomwalk ang personal information controller, o ang nagpapasya kung paano at bakit ginagamit ang datos. Maaari kang makipag-ugnayan sa amin tungkol sa anumang bahagi ng patakarang ito sa privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Saklaw ng patakarang ito',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Saklaw ng patakarang ito ang website ng Roomwalk, ang web application ng Roomwalk at ang mga pahinang nagpapakita ng mga tour, kabilang ang mga tour na naka-embed sa ibang website. Hindi nito saklaw ang mga website o listing portal na pinapatakbo ng iba, kahit nagpapakita pa ang mga ito ng tour ng Roomwalk; ang sarili nilang mga patakaran sa pagkapribado ang umiiral doon.',
        },
        {
          kind: 'paragraph',
          text: 'Kapag nag-scan o nag-upload ka ng isang espasyo, maaaring maglaman ang tour ng personal na datos tungkol sa ibang tao, halimbawa ang mukha sa isang litratong nakasabit sa pader o ang pangalan sa isang sulat na naiwan sa mesa. Ipinapaliwanag sa seksiyong “Ang iyong mga tour at ang mga taong makikita sa mga ito” kung paano namin pinangangasiwaan ang ganitong nilalaman.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Ang datos na kinokolekta namin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kinokolekta lamang namin ang kailangan namin para mapatakbo ang serbisyo. Depende sa kung paano mo ginagamit ang Roomwalk, kabilang dito ang:',
        },
        {
          kind: 'list',
          items: [
            'Datos ng account: ang iyong pangalan at apelyido, email address, password (na iniimbak lamang namin bilang hash), ang iyong tungkulin sa serbisyo at, kung io-on mo ito, ang lihim na code na ginagamit para sa two-step na pag-verify.',
            'Datos ng profile at organisasyon: ang mga detalyeng idinaragdag mo kapag kinukumpleto mo ang iyong profile, gaya ng iyong kumpanya at industriya, at ang mga miyembro ng isang Office na plano.',
            'Datos ng subscription at pagsingil: ang iyong plano, panahon ng pagsingil, balanse at kasaysayan ng credit, mga invoice, at ang pangalan at address para sa pagsingil na ibinibigay mo sa amin. Ang mga detalye ng card ay inilalagay sa at iniingatan ng aming payment provider; ang nakikita lamang namin ay ang uri ng card, ang huling apat na numero at ang petsa ng pag-expire nito.',
            'Nilalaman ng tour: ang mga scan, litrato, video, CAD file at iba pang file na ina-upload mo; ang mga 3D model, floor plan at datos ng nabigasyon na ginagawa namin mula sa mga ito; at ang mga pamagat, paglalarawan, anotasyon at panimulang posisyon na idinaragdag mo.',
            'Datos ng seguridad at session: ang mga session na naka-sign in sa iyong account, kasama ang uri ng browser, operating system at IP address ng bawat isa; ang mga nabigong pagtatangkang mag-sign in; at ang oras ng mga pag-sign in, pagpapalit ng password at iba pang kaganapang pangseguridad.',
            'Mga kahilingan sa pakikipag-ugnayan: ang pangalan at apelyido, email address, industriya, bilang ng mga tour na balak mo at ang mensaheng ipinapadala mo sa amin sa pamamagitan ng contact form.',
            'Datos ng paggamit at teknikal na datos: ang mga pahinang hiniling, ang oras at resulta ng bawat kahilingan, ang bilang ng nanood ng mga tour, at ang mga estadistikang inilalarawan sa “Pag-uulat ng error at teknikal na estadistika”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hindi kami humihingi ng sensitibong personal na impormasyon, gaya ng impormasyon tungkol sa kalusugan o paniniwalang panrelihiyon, at hinihiling namin na huwag mo itong ilagay sa mga tour, anotasyon o mensahe.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Paano at bakit namin ginagamit ang iyong datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ginagamit namin ang personal na datos para sa mga sumusunod na layunin, na may kani-kaniyang legal na batayan sa ilalim ng mga batas sa proteksiyon ng datos gaya ng General Data Protection Regulation (GDPR) ng EU at ng UK:',
        },
        {
          kind: 'list',
          items: [
            'Para ibigay ang serbisyong pinag-sign up-an mo: paggawa ng iyong account at pagpapahintulot sa iyong mag-sign in, pagproseso ng iyong mga upload para maging tour, pag-host at pagpapakita ng iyong mga tour, pagpapanatili ng iyong balanse ng credit at pagsagot sa mga tanong sa suporta. Legal na batayan: pagtupad sa aming kontrata sa iyo.',
            'Para singilin ang iyong subscription, magtago ng mga rekord sa accounting at tuparin ang mga obligasyon sa buwis. Legal na batayan: pagtupad sa aming kontrata at pagsunod sa mga legal na obligasyon.',
            'Para mapanatiling ligtas ang mga account at ang serbisyo: pagtukoy sa mga kakaibang pag-sign in, paglilimita sa paulit-ulit na nabigong pagtatangka, pagprotekta laban sa mga pekeng kahilingan at pag-iimbestiga ng pang-aabuso. Legal na batayan: ang aming lehitimong interes sa isang ligtas na serbisyo, na para rin sa iyong interes.',
            'Para hanapin at ayusin ang mga error at pagbutihin ang bilis ng serbisyo, gamit ang mga ulat ng error at teknikal na estadistika. Legal na batayan: ang aming lehitimong interes sa isang maaasahang serbisyo.',
            'Para sagutin ang mga kahilingan sa pakikipag-ugnayan at, kung hihilingin mo, ipakita sa iyo kung paano makatutulong ang Roomwalk sa iyong negosyo. Legal na batayan: mga hakbang na ginawa ayon sa iyong kahilingan bago pumasok sa isang kontrata, at ang aming lehitimong interes na sagutin ang mga katanungan.',
            'Para magpadala ng mga email ng serbisyo gaya ng mga link sa pag-reset ng password, mga abisong pangseguridad, mga resibo at mga abiso ng pagbabago sa aming mga tuntunin o sa patakarang ito. Legal na batayan: pagtupad sa aming kontrata at ang aming lehitimong interes na panatilihin kang may kaalaman.',
            'Para magpadala ng mga balita tungkol sa Roomwalk, kung pumayag ka lamang na tanggapin ang mga ito. Legal na batayan: ang iyong pahintulot, na maaari mong bawiin anumang oras gamit ang link sa pag-unsubscribe na nasa bawat ganitong email.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hindi kami nagbebenta ng personal na datos, hindi namin ito ginagamit para sa advertising, at hindi kami gumagawa ng mga desisyon tungkol sa iyo na nakabatay lamang sa awtomatikong pagproseso at may legal o katulad na makabuluhang epekto. Ang awtomatikong pagtukoy ng mga bagay, pader at sahig sa iyong mga scan ay naglalarawan sa espasyo, hindi sa iyo.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Ang iyong mga tour at ang mga taong makikita sa mga ito',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kapag nag-scan ka ng isang espasyo, ikaw ang nagpapasya kung ano ang makikita rito. Maaaring makita sa mga scan at litrato ang mga tao, mga litrato ng pamilya, mga dokumento, mga plaka ng sasakyan o ang loob ng tahanan ng isang tao. Bago ka mag-scan o mag-upload ng isang espasyo, tiyaking may karapatan kang gawin ito at alam ito ng mga taong nakatira o nagtatrabaho roon, at alisin o takpan ang mga personal na gamit na hindi dapat makita.',
        },
        {
          kind: 'paragraph',
          text: 'Para sa personal na datos na nasa nilalamang ina-upload mo, ikaw (o ang organisasyong pinagtatrabahuhan mo) ang nagpapasya kung bakit at paano ito ginagamit, at pinoproseso namin ito para sa iyo bilang iyong personal information processor. Ginagamit lamang namin ang nilalamang iyon para gawin, iimbak, ipakita at ihatid ang iyong mga tour at para mapanatiling gumagana ang serbisyo, at hindi kailanman para sa sarili naming layunin. Ang mga negosyong customer na nangangailangan ng data processing agreement ay maaaring humiling ng aming kasunduan sa privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Kung makikita ka sa isang tour na inilathala ng ibang tao at gusto mong may alisin dito, pakiusap na lapitan muna ang may-ari ng tour. Kung hindi ito makatulong, sumulat sa privacy@roomwalk.example kasama ang link ng tour at tutulungan ka namin.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Mga tour na ibinabahagi mo sa publiko',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ang tour na inilathala mo ay mabubuksan ng sinumang may link nito at ng sinumang bumibisita sa website kung saan mo ito in-embed. Dahil dito, nakikita ng publiko ang lahat ng makikita sa isang nakalathalang tour, kabilang ang pamagat, paglalarawan at mga anotasyon nito. Maaari mong ihinto ang paglalathala o burahin ang isang tour anumang oras sa iyong Pangkalahatang-ideya; wala sa aming kontrol ang mga kopyang na-save ng iba o inimbak ng mga search engine.',
        },
        {
          kind: 'paragraph',
          text: 'Kapag may nanood ng isang pampublikong tour, binibilang namin ang panonood at itinatala ng aming mga server ang teknikal na datos na kailangan para maihatid ito, gaya ng IP address at uri ng browser. Hindi namin sinusubukang kilalanin ang mga bisita at hindi kami naglalagay ng tracking cookie sa kanilang mga device.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies at local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ginagamit lamang ng Roomwalk ang mga cookie at browser storage na talagang kailangan para maibigay ang serbisyong hinihiling mo. Dahil talagang kailangan ang mga ito, hindi na kailangan ang iyong pahintulot, at hindi kami gumagamit ng anumang cookie para sa advertising, analytics o social media. Ang mga ito ay:',
        },
        {
          kind: 'list',
          items: [
            'Refresh token cookie: pinapanatili kang naka-sign in sa pamamagitan ng pagpapahintulot sa iyong browser na kumuha ng bagong access token na panandalian lamang ang bisa. Hindi ito mababasa ng mga script, ipinapadala lamang ito sa sarili naming site, at nag-e-expire ito pagkalipas ng 30 araw o kapag nag-sign out ka.',
            'Anti-forgery cookie: isang random at pinirmahang value na nagpapatunay na talagang mula sa aming application ang isang kahilingan, para maprotektahan ka laban sa cross-site request forgery.',
            'Datos ng session sa local storage: ang iyong access token, ang pag-expire nito at isang kopya ng iyong pangunahing rekord bilang user, na naka-encrypt sa iyong browser gamit ang isang key na tumatagal lamang habang bukas ang browser session, para malaman ng application na naka-sign in ka. Binubura ito kapag nag-sign out ka.',
            'Proteksiyon sa pag-sign in sa local storage: ang bilang ng mga kamakailang nabigong pagtatangkang mag-sign in para sa bawat email address, na ginagamit para pansamantalang ihinto ang pag-sign in pagkatapos ng limang kabiguan sa loob ng 15 minuto.',
            'Wika sa local storage: ang wikang pinili mo, para sa wikang iyon lumabas ang website sa susunod mong pagbisita.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Maaari mong burahin ang mga cookie at ang local storage sa mga setting ng iyong browser anumang oras. Kung iba-block mo ang mga ito, mababasa mo pa rin ang mga pampublikong pahina at mapapanood ang mga pampublikong tour, pero hindi ka makakapag-sign in.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Pag-uulat ng error at teknikal na estadistika',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kapag naka-on ang pag-uulat ng error sa aming production service, nagpapadala ang application ng mga ulat ng error sa Sentry, isang serbisyo sa pagsubaybay ng mga error. Naglalaman ang isang ulat ng mensahe ng error at kung saang bahagi ng code ito nangyari, ang address ng pahina (nang inalis ang mga sign-in token at key), ang browser at operating system, ang mga hakbang na humantong sa error at, kung naka-sign in ka, ang iyong user ID, email address at username, para matulungan ka namin kung naapektuhan ka ng error. Sinusukat din ng Sentry kung gaano kabilis mag-load ang mga pahina at binibilang nito ang mga browser session, na nagsasabi sa amin kung matatag ang isang bagong release.',
        },
        {
          kind: 'paragraph',
          text: 'Habang ginagamit mo ang application, nagpapadala rin ito sa amin ng teknikal na estadistika bawat ilang minuto: ang bilang ng mga kahilingan, ilan sa mga ito ang sinagot mula sa cache, ang tagal at laki ng mga tugon, na nakapangkat ayon sa uri ng resource, kasama ang isang random na identifier ng browser session. Walang nilalaman ng tour, walang inilagay sa mga form at walang password sa mga estadistikang ito.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'Mga email na ipinapadala namin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ginagamit namin ang iyong email address para ipadala sa iyo ang mga mensaheng kailangan ng serbisyo: isang link para i-reset ang iyong password kapag humiling ka nito (may bisa nang isang oras), mga kumpirmasyon ng mga pagbabagong pangseguridad gaya ng pag-on o pag-off ng two-step na pag-verify, mga resibo, mga abiso tungkol sa iyong subscription at mga credit, at mga abiso ng mahahalagang pagbabago sa aming mga tuntunin o sa patakarang ito. Hindi ka maaaring mag-opt out sa mga mensaheng ito habang may account ka, dahil bahagi ang mga ito ng serbisyo.',
        },
        {
          kind: 'paragraph',
          text: 'Nagpapadala lamang kami ng mga balita at update tungkol sa produkto kung pumayag kang tanggapin ang mga ito, at may link sa pag-unsubscribe ang bawat ganitong email.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Kanino namin ibinabahagi ang datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ibinabahagi lamang namin ang personal na datos sa mga service provider na tumutulong sa amin na patakbuhin ang Roomwalk, sa ilalim ng mga nakasulat na kontratang nag-aatas sa kanila na iproseso ito ayon lamang sa aming mga tagubilin, panatilihin itong kumpidensiyal at protektahan ito. Ang mga ito ay:',
        },
        {
          kind: 'list',
          items: [
            'mga provider ng cloud hosting at storage, na nagpapatakbo ng aming mga server at database at nag-iimbak ng mga upload at tour;',
            'mga provider ng cloud computing na may mga graphics processor, na ginagawang tour ang mga scan at CAD file;',
            'isang payment service provider, na nagpoproseso ng mga bayad sa subscription at nag-iingat ng mga detalye ng card;',
            'isang provider ng paghahatid ng email, na nagpapadala ng mga link sa pag-reset ng password at iba pang email ng serbisyo;',
            'ang Sentry, na tumatanggap ng mga ulat ng error kapag naka-on ang pag-uulat ng error.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ibinubunyag din namin ang personal na datos kapag iniaatas ito ng batas, halimbawa bilang tugon sa isang balidong utos ng hukuman; kapag kailangan ito para maprotektahan ang mga karapatan, kaligtasan o ari-arian ng aming mga user, ng publiko o ng Roomwalk; o sa isang mamimili o kahalili kung ibebenta o muling isasaayos ang negosyo ng Roomwalk, at sa ganitong kaso ay patuloy na sasaklawin ng patakarang ito ang iyong datos.',
        },
        {
          kind: 'paragraph',
          text: 'Makukuha ang kasalukuyang listahan ng aming mga service provider at ng kanilang mga lokasyon kapag hiniling sa privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Paglilipat ng datos sa ibang bansa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Maaaring iproseso ng aming mga service provider ang datos sa mga bansang iba sa iyong bansa, kabilang ang mga bansang iba ang mga batas sa proteksiyon ng datos kaysa sa lugar kung saan ka nakatira. Kapag naglilipat kami ng personal na datos palabas ng European Economic Area, ng United Kingdom o ng Switzerland, ginagawa lamang namin ito sa mga bansang kinikilalang nagbibigay ng sapat na proteksiyon, o sa ilalim ng mga standard contractual clause na inaprubahan ng European Commission at ng katumbas nito sa UK, na may karagdagang mga pananggalang kung kinakailangan. Maaari kang humingi sa amin ng kopya ng mga pananggalang na ito.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Gaano katagal namin itinatago ang datos',
      blocks: [
        {
          kind: 'list',
          items: [
            'Datos ng account at profile: habang umiiral ang iyong account; binubura ito sa loob ng 30 araw matapos mong isara ang iyong account.',
            'Mga tour at upload: habang umiiral ang iyong account. Kung mapaso ang iyong subscription, naka-pause ang iyong mga tour at hindi binubura, para maibalik mo ang mga ito sa pamamagitan ng muling pag-subscribe. Ang mga tour na binura mo, at ang lahat ng tour ng isang isinarang account, ay inaalis sa loob ng 30 araw, at ang mga kopya nito sa aming mga backup ay napapatungan sa loob ng karagdagang 35 araw.',
            'Mga rekord ng pagsingil at mga invoice: hangga’t iniaatas ng mga batas sa buwis at accounting, karaniwang hanggang sampung taon.',
            'Mga session at kaganapang pangseguridad: habang aktibo ang isang session at hanggang 90 araw matapos itong magwakas; ang mga nabigong pagtatangkang mag-sign in, hanggang 30 araw.',
            'Mga kahilingan sa pakikipag-ugnayan: hanggang 24 na buwan matapos ang huli naming palitan ng mensahe, maliban kung maging customer ka, at sa ganitong kaso ay magiging bahagi ang mga ito ng mga rekord ng iyong account.',
            'Mga ulat ng error: hanggang 90 araw. Mga server log at teknikal na estadistika: hanggang 30 araw, at pagkatapos nito ay mga kabuuang bilang na lamang na hindi na makapagpapakilala ng sinuman ang itinatago namin.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Mas matagal lamang naming itinatago ang datos kapag iniaatas ito ng batas o kapag kailangan ito para magtatag, gumamit o magtanggol ng isang legal na paghahabol, at hangga’t umiiral lamang ang pangangailangang iyon.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Paano namin pinoprotektahan ang datos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pinoprotektahan namin ang personal na datos gamit ang mga teknikal at pang-organisasyong hakbang na angkop sa panganib, kabilang ang:',
        },
        {
          kind: 'list',
          items: [
            'Encryption habang ipinapadala: gumagamit ng HTTPS (TLS) ang lahat ng trapiko sa pagitan ng iyong browser at ng Roomwalk.',
            'Mga naka-hash na password: hindi namin kailanman iniimbak ang mismong password mo, kundi isang salted hash lamang na ginawa gamit ang isang sadyang mabagal na algorithm (scrypt), kung saan hindi na mababasang muli ang password.',
            'Two-step na pag-verify: maaari mong hingin na maglagay ng code mula sa isang authenticator app bukod pa sa iyong password.',
            'Kontrol sa mga session: makikita mo ang bawat device na naka-sign in sa iyong account at maaari mong i-sign out ang alinman sa mga ito, at kapag pinalitan mo ang iyong password ay masa-sign out ang lahat ng ito.',
            'Proteksiyon laban sa panghuhula: pansamantalang inihihinto ang pag-sign in pagkatapos ng limang nabigong pagtatangka sa loob ng 15 minuto, at nililimitahan ang dalas ng paulit-ulit na kahilingan.',
            'Proteksiyon laban sa mga pekeng kahilingan at mapanganib na nilalaman: ang bawat kahilingang nagbabago ng datos ay dapat may kasamang pinirmahang anti-forgery token, at ang tekstong inilalagay mo ay palaging ipinapakita bilang teksto at hindi kailanman pinapatakbo bilang code.',
            'Naka-encrypt na session storage sa iyong browser, access sa mga production system para lamang sa mga kawaning nangangailangan nito, regular na backup, at regular na pagsusuri sa mga hakbang na ito.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Walang sistemang ganap na ligtas. Kung ang isang paglabag sa seguridad ng personal na datos ay malamang na maglagay sa panganib sa iyong mga karapatan, ipaaalam namin ito sa iyo at sa kinauukulang awtoridad ayon sa hinihingi ng batas. Pakiulat ang anumang alalahaning pangseguridad sa privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Ang iyong mga karapatan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depende sa kung saan ka nakatira, mayroon kang mga sumusunod na karapatan sa iyong personal na datos:',
        },
        {
          kind: 'list',
          items: [
            'Access: malaman kung pinoproseso namin ang iyong datos at makatanggap ng kopya nito.',
            'Pagwawasto: maipaayos ang maling datos; karamihan sa mga detalye ng account ay maaari mong palitan mismo sa iyong mga setting.',
            'Pagbura: maipabura ang iyong datos, halimbawa sa pamamagitan ng pagsasara ng iyong account, maliban kung kailangan namin itong itago dahil sa isang legal na dahilan.',
            'Paghihigpit: maipatigil sa amin ang paggamit ng iyong datos, maliban sa pag-iimbak nito, habang nireresolba ang isang tanong tungkol dito.',
            'Portability: matanggap ang datos na ibinigay mo sa amin sa isang structured, karaniwang ginagamit at machine-readable na format, at maipadala ito sa ibang provider kung teknikal itong posible.',
            'Pagtutol: tumutol anumang oras sa pagprosesong nakabatay sa aming mga lehitimong interes, at sa anumang direktang marketing.',
            'Pagbawi ng pahintulot: kung umaasa kami sa iyong pahintulot, bawiin ito anumang oras, nang hindi naaapektuhan ang nagawa na bago nito.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Para gamitin ang isang karapatan, sumulat sa privacy@roomwalk.example mula sa email address ng iyong account. Maaari ka naming hilingang kumpirmahin ang iyong pagkakakilanlan, at sasagot kami sa loob ng isang buwan; kung masalimuot ang kahilingan, maaari naming palawigin ito nang hanggang dalawa pang buwan at sasabihin namin sa iyo ang dahilan. Walang bayad ang paggamit ng iyong mga karapatan.',
        },
        {
          kind: 'paragraph',
          text: 'May karapatan ka ring maghain ng reklamo sa awtoridad sa proteksiyon ng datos ng bansa kung saan ka nakatira o nagtatrabaho, o kung saan sa tingin mo nilabag ang iyong mga karapatan. Ikalulugod namin kung mabibigyan mo muna kami ng pagkakataong tugunan ang iyong alalahanin.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Mga bata',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ang Roomwalk ay isang propesyonal na serbisyo at hindi nakalaan para sa mga bata. Dapat ay hindi bababa sa 16 na taong gulang ka para makagawa ng account. Hindi namin sadyang kinokolekta ang personal na datos ng mga bata; kung naniniwala kang may batang nagbigay sa amin ng personal na datos, sumulat sa privacy@roomwalk.example at buburahin namin ito.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Mga pagbabago sa patakarang ito',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Maaari naming i-update ang patakarang ito kapag nagbago ang aming serbisyo o ang batas. Ipinapakita ng petsa sa itaas ng pahinang ito kung kailan ito huling binago. Kung ang isang pagbabago ay may malaking epekto sa paraan ng paggamit namin sa iyong personal na datos, ipaaalam namin ito sa iyo sa pamamagitan ng email o sa application bago ito magkabisa.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Makipag-ugnayan sa amin',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Para sa anumang tanong tungkol sa patakarang ito o sa iyong personal na datos, o para gamitin ang iyong mga karapatan, sumulat sa privacy@roomwalk.example. Para sa mga tanong tungkol sa aming Mga Tuntunin ng Serbisyo, sumulat sa legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Mga Tuntunin ng Serbisyo',
  lastUpdated: '2026-11-22',
  intro: [
    'Ang Mga Tuntunin ng Serbisyo na ito (“Mga Tuntunin”) ang namamahala sa iyong pag-access at paggamit ng Roomwalk, isang online na serbisyo para sa paggawa, pag-host at pagbabahagi ng mga virtual na 3D at augmented reality na tour. Ang mga ito ay isang may-bisang kasunduan sa pagitan mo at ng Roomwalk (“Roomwalk” o “kami”).',
    'Sa paggawa ng account, pagbili ng subscription o paggamit ng Roomwalk sa anumang iba pang paraan, tinatanggap mo ang Mga Tuntuning ito. Kung ginagamit mo ang Roomwalk para sa isang organisasyon, tinatanggap mo ang mga ito sa ngalan ng organisasyong iyon at pinagtitibay mong may awtoridad kang gawin ito; sa ganitong kaso, ang “ikaw” ay tumutukoy kapwa sa iyo at sa organisasyong iyon. Kung hindi mo tinatanggap ang Mga Tuntuning ito, huwag gamitin ang Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'Ang serbisyo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ginagawa ng Roomwalk na virtual na 3D tour ang mga scan na kinuha gamit ang smartphone, pati ang mga in-upload na CAD file. Maaaring lakarin ang mga tour na ito sa isang web browser, ilagay sa augmented reality, at libutin gamit ang nakapaloob na nabigasyon sa loob ng gusali. Awtomatikong pinoproseso sa cloud ang mga upload, at sa karamihan ng kaso ay naihahatid ang mga tour sa loob ng mga 24 na oras; kadalasang mas mabilis ang mga CAD tour. Mga tantiya lamang ang mga oras na ito, hindi garantiya.',
        },
        {
          kind: 'paragraph',
          text: 'May ilang feature na nakadepende sa iyong device: halimbawa, kailangan ng augmented reality ang isang telepono o tablet at isang browser na sumusuporta rito. Nakalarawan sa aming pahina ng presyo ang mga feature at credit na kasama sa bawat plano.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Mga account at seguridad',
      blocks: [
        {
          kind: 'list',
          items: [
            'Para makagawa ng account, dapat ay hindi bababa sa 18 taong gulang ka, o ang edad ng pagiging nasa hustong gulang sa lugar kung saan ka nakatira kung mas mataas ito, at may kakayahang pumasok sa isang may-bisang kontrata.',
            'Magbigay ng tumpak na impormasyon kapag nagrerehistro at panatilihin itong napapanahon, lalo na ang iyong email address, na ginagamit namin para sa pag-reset ng password at mahahalagang abiso.',
            'Panatilihing lihim ang iyong password at huwag ibahagi ang iyong account. Inirerekomenda naming i-on ang two-step na pag-verify. Sa isang Office na plano, may sariling account ang bawat miyembro.',
            'Ikaw ang mananagot sa lahat ng ginagawa gamit ang iyong account. Kung pinaghihinalaan mong may ibang gumamit nito, palitan ang iyong password, i-sign out ang iba mo pang session sa iyong mga setting, at ipaalam ito sa amin sa legal@roomwalk.example.',
            'Para maprotektahan ang mga account, maaari naming pansamantalang ihinto ang pag-sign in pagkatapos ng paulit-ulit na nabigong pagtatangka, at maaari ka naming hilingang mag-sign in muli anumang oras.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Mga subscription at pagsingil',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ibinebenta ang Roomwalk sa pamamagitan ng subscription. Ang mga planong kasalukuyang inaalok ay ang Agent at Office, na sinisingil buwan-buwan o taun-taon, at ang Hotel, na sinisingil taun-taon. May kasamang tiyak na bilang ng credit ang bawat plano, ayon sa nakalarawan sa aming pahina ng presyo sa oras ng iyong pag-subscribe. Ipinapakita ang mga presyo nang hindi kasama ang mga buwis na umiiral sa lugar kung saan ka nakatira, na idinaragdag sa checkout.',
        },
        {
          kind: 'list',
          items: [
            'Awtomatikong pag-renew: awtomatikong nire-renew ang iyong subscription sa katapusan ng bawat panahon ng pagsingil para sa panahong may parehong haba, at sinisingil namin ang paraan ng pagbabayad na naka-file sa amin, hanggang sa kanselahin mo ito.',
            'Taunang pagsingil: ang taunang subscription ay binabayaran nang maaga para sa labindalawang buwan at mas mura kaysa sa labindalawang buwanang bayad; nakikita sa aming pahina ng presyo ang matitipid.',
            'Pagbabago ng presyo: maaari naming baguhin ang presyo ng isang plano. Ipaaalam namin ito sa iyo nang hindi bababa sa 30 araw bago magkabisa sa iyo ang bagong presyo, at magkakabisa lamang ito simula sa iyong susunod na pag-renew; kung hindi ka sang-ayon, maaari kang magkansela bago iyon.',
            'Mga nabigong bayad: kung mabigo ang isang bayad, susubukan namin itong muli at ipaaalam namin sa iyo. Kung hindi pa rin ito nababayaran sa loob ng 14 na araw, maaaring matapos ang iyong subscription at mapa-pause ang iyong mga tour gaya ng inilalarawan sa “Kapag natapos ang isang subscription”.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Mga credit',
      blocks: [
        {
          kind: 'list',
          items: [
            'Isang credit para sa isang tour. Nagagamit ang isang credit kapag nagsumite ka ng scan o CAD file para iproseso.',
            'Kung hindi kami makagawa ng tour mula sa iyong upload, halimbawa dahil sira ang file o kulang ang scan, ibinabalik namin ang credit sa iyong balanse.',
            'Ang mga credit na hindi mo nagamit ay dinadala sa susunod na panahon sa loob ng tagal na nakasaad sa iyong plano (halimbawa, hanggang tatlong buwan sa Agent na plano) at pagkatapos ay mag-e-expire. Pinaghahatian ng mga miyembro ng isang Office na plano ang mga credit nito.',
            'Walang katumbas na halaga sa pera ang mga credit, hindi maililipat sa ibang account o maipapalit sa pera, at hindi kailanman ire-refund kapag nagamit na.',
            'Ang mga credit na natira pagkatapos matapos ang iyong subscription ay mananatili sa iyong account hanggang sa petsang mag-e-expire sana ang mga ito, at magagamit mo ulit ang mga ito kung muli kang mag-subscribe bago iyon.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Pagpapalit ng plano, pagkansela at refund',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pag-upgrade: kapag lumipat ka sa mas mataas na plano, agad na magkakabisa ang pagbabago. Sinisingil namin ang diperensiya sa presyo para sa natitirang bahagi ng kasalukuyang panahon ng pagsingil, na kinukuwenta nang proporsiyonal bawat araw, at idinaragdag namin sa iyong balanse ang mga karagdagang credit ng bagong plano.',
            'Pag-downgrade at pagpapalit ng panahon ng pagsingil: magkakabisa ang mga ito sa simula ng iyong susunod na panahon ng pagsingil; hanggang doon, magpapatuloy ang iyong kasalukuyang plano.',
            'Pagkansela: maaari kang magkansela anumang oras sa iyong Pangkalahatang-ideya. Magkakabisa ang pagkansela sa katapusan ng kasalukuyang panahon ng pagsingil: hanggang doon, mananatili ang buo mong access, kabilang ang pag-host ng iyong mga tour at ang mga hindi mo pa nagagamit na credit, at hindi ka na sisingilin muli.',
            'Mga refund: ang mga bayad para sa isang panahon ng pagsingil na nagsimula na ay hindi ire-refund, buo man o bahagi, at hindi kailanman ire-refund ang mga nagamit nang credit. Kung tatapusin namin ang iyong subscription nang walang makatwirang dahilan, o kung dahil sa isang pagkukulang sa aming panig ay hindi mo magamit ang Roomwalk, ire-refund namin ang proporsiyonal na halaga para sa hindi nagamit na bahagi ng panahon.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Kung isa kang consumer at binibigyan ka ng batas ng iyong bansa ng karapatang umatras sa isang online na kontrata, maaari mo itong gamitin sa loob ng panahong itinakda ng batas na iyon sa pamamagitan ng pagsulat sa legal@roomwalk.example. Kung hiniling mong simulan namin ang pagbibigay ng serbisyo sa loob ng panahong iyon, maaari naming ibawas ang halagang katumbas ng naibigay na, kabilang ang mga credit na nagamit mo.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Kapag natapos ang isang subscription',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hino-host namin ang iyong mga tour habang aktibo ang iyong subscription, nang walang limitasyon sa bilang ng mga tour na itinatago. Kapag natapos ang iyong subscription, dahil man kinansela mo ito o dahil nabigo ang isang bayad, naka-pause ang iyong mga tour at hindi binubura: ipinapakita ng kanilang mga link at embed na hindi available ang tour, habang maaari ka pa ring mag-sign in, makita ang iyong mga tour at i-download ang mga file na in-upload mo. Kapag muli kang nag-subscribe, magiging available ulit ang iyong mga naka-pause na tour sa parehong mga link.',
        },
        {
          kind: 'paragraph',
          text: 'Kung gusto mong mabura ang iyong mga tour, burahin ang mga ito sa iyong Pangkalahatang-ideya o isara ang iyong account. Ipinapaliwanag ng aming Patakaran sa Pagkapribado kung gaano katagal ang pagbura.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Katanggap-tanggap na paggamit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sumasang-ayon kang gamitin ang Roomwalk nang naaayon sa batas at nang may pananagutan. Sa partikular, hindi mo dapat:',
        },
        {
          kind: 'list',
          items: [
            'i-scan, kunan ng litrato o i-upload ang anumang lugar maliban kung pag-aari mo ito o may pahintulot ka ng may-ari o umuukupa rito, at, kung iniaatas ng batas, ang pahintulot ng bawat taong makikilala sa resulta;',
            'lihim na kunan ang mga pribadong espasyo, o gamitin ang mga tour para subaybayan nang palihim, ligaligin, bantayan o ilagay sa panganib ang sinuman;',
            'mag-upload o maglathala ng nilalamang labag sa batas, lumalabag sa intelektwal na ari-arian o pagkapribado ng iba, mapanirang-puri, mapoot, marahas o tahasang sekswal, o nanlilinlang tungkol sa isang ari-arian, halimbawa sa pamamagitan ng pagtatago ng mga depektong obligado kang ibunyag;',
            'mag-upload ng malware o ng nilalamang idinisenyo para makapinsala sa mga device o para lusutan ang mga hakbang pangseguridad;',
            'i-reverse engineer, i-decompile o i-disassemble ang serbisyo o ang tour viewer nito, o subukang kunin ang source code nito, maliban kung hayagang pinahihintulutan ito ng batas sa kabila ng paghihigpit na ito;',
            'siyasatin, i-scan o subukin ang seguridad ng serbisyo nang walang nakasulat naming pahintulot, gambalain ang operasyon nito, o bigyan ito ng di-makatwirang bigat, kabilang ang sa pamamagitan ng awtomatikong scraping;',
            'ibahagi ang iyong account, muling ibenta ang serbisyo o ang access dito, o gamitin ito para bumuo ng kakumpitensiyang produkto;',
            'gamitin ang serbisyo nang labag sa mga batas sa export control o sa mga parusa (sanctions).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Maaari naming alisin o i-disable ang nilalamang lumalabag sa mga patakarang ito, o ang nilalamang iniaatas ng batas na alisin namin, at ipaaalam namin ito sa iyo kapag ginawa namin ito maliban kung ipinagbabawal ito ng batas o ng isang imbestigasyon.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Ang iyong nilalaman',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nananatili sa iyo ang pagmamay-ari ng mga scan, file, larawan, teksto at iba pang nilalamang ina-upload mo (“ang iyong nilalaman”) at ng mga tour na ginawa mula sa mga ito.',
        },
        {
          kind: 'paragraph',
          text: 'Binibigyan mo ang Roomwalk ng pandaigdigan, hindi eksklusibo at walang royalty na lisensiya para i-host, iimbak, kopyahin, iproseso, iangkop (halimbawa sa pamamagitan ng paggawa ng 3D model mula sa isang scan, pagpapaliit ng laki nito o pagtukoy ng mga bagay rito) at ipakita ang iyong nilalaman, hanggang sa kinakailangan lamang para maibigay at mapangalagaan ang serbisyo para sa iyo at para maipakita ang iyong mga tour sa mga taong pinagbabahagian mo ng mga ito. Magwawakas ang lisensiyang ito kapag nabura na ang iyong nilalaman sa aming mga sistema, maliban sa mga backup na karaniwang napapatungan sa takdang panahon.',
        },
        {
          kind: 'paragraph',
          text: 'Pinagtitibay mong nasa iyo ang lahat ng karapatang kailangan para ibigay ang lisensiyang ito, at na ang iyong nilalaman, at ang paggamit namin dito ayon sa inilalarawan sa Mga Tuntuning ito, ay hindi lumalabag sa karapatan ng sinuman o sa anumang batas.',
        },
        {
          kind: 'paragraph',
          text: 'Hindi namin ginagamit ang iyong nilalaman para i-promote ang Roomwalk, halimbawa bilang halimbawa sa aming website, nang walang pahintulot mo.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Mga pampublikong tour at embed',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ikaw ang nagpapasya kung ilalathala ang isang tour. Ang nakalathalang tour ay mapapanood, kahit walang account, ng sinumang may link nito o bumibisita sa website kung saan ito naka-embed. Ikaw ang mananagot sa ipinapakita ng isang nakalathalang tour at sa mga website kung saan mo ito in-embed. Maaari mong ihinto ang paglalathala ng isang tour anumang oras, at madi-disable nito ang link at mga embed ng tour.',
        },
        {
          kind: 'paragraph',
          text: 'Ang mga nanonood ng isang pampublikong tour ay maaari lamang itong gamitin para panoorin ito. Hindi nila maaaring i-download, kopyahin o muling ilathala ang nilalaman nito nang walang pahintulot mo, at saklaw sila ng Mga Tuntuning ito hangga’t ginagamit nila ang Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Ang aming intelektwal na ari-arian',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ang Roomwalk, ang software nito, tour viewer, mga disenyo, logo at dokumentasyon ay pag-aari ng Roomwalk o ng mga tagapagbigay nito ng lisensiya at protektado ng mga batas sa intelektwal na ari-arian. Habang nasa maayos na katayuan ang iyong account, binibigyan ka namin ng personal, hindi eksklusibo at hindi maililipat na lisensiya para gamitin ang serbisyo alinsunod sa Mga Tuntuning ito. Bukod sa lisensiyang iyon at sa iyong mga karapatan sa sarili mong nilalaman, walang ibinibigay sa iyo ang Mga Tuntuning ito na anumang karapatan sa Roomwalk o sa mga trademark nito.',
        },
        {
          kind: 'paragraph',
          text: 'Kung magpapadala ka sa amin ng puna o mungkahi, maaari namin itong gamitin nang malaya at nang walang anumang obligasyon sa iyo.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Mga listing portal at iba pang serbisyo ng ikatlong partido',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Binabanggit ng aming website ang mga listing portal at iba pang website kung saan maaaring ipakita ang mga tour ng Roomwalk. Ang mga pangalang ito ay mga trademark ng kani-kanilang may-ari. Ang pagbanggit sa mga ito ay nangangahulugan lamang na teknikal na tugma sa kanila ang link o embed ng isang tour ng Roomwalk; hindi ito nangangahulugang ineendorso, ini-isponsor o kaanib nila ang Roomwalk, o na kami ay partner nila.',
        },
        {
          kind: 'paragraph',
          text: 'Kapag naglathala ka ng tour sa isang portal o website ng ikatlong partido, ang sariling mga tuntunin at patakaran ng portal na iyon ang umiiral sa paggamit na iyon. Hindi kami mananagot sa mga serbisyo ng ikatlong partido, sa pagiging available ng mga ito, o sa mga pagbabagong ginagawa nila na nakaaapekto sa kung paano ipinapakita ang mga tour.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Pagiging available ng serbisyo at mga pagbabago rito',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sinisikap naming panatilihing available ang Roomwalk sa lahat ng oras, pero hindi namin ipinapangakong walang patid o walang error ang operasyon nito. Maaaring hindi available ang serbisyo habang may maintenance, na sinisikap naming iiskedyul sa mga oras na kaunti ang gumagamit at ianunsiyo nang maaga, o dahil sa mga pangyayaring lampas sa aming makatwirang kontrol, gaya ng pagkasira ng mga network o provider, mga pag-atake o mga natural na kalamidad.',
        },
        {
          kind: 'paragraph',
          text: 'Patuloy naming pinagbubuti ang Roomwalk at maaari kaming magdagdag, magbago o mag-alis ng mga feature. Kung mag-aalis kami ng feature na mahalagang bahagi ng iyong bayad na plano, ipaaalam namin ito sa iyo nang maaga, at kung ayaw mo nang magpatuloy, maaari kang magkansela at makatanggap ng proporsiyonal na refund para sa natitirang bahagi ng iyong panahon ng pagsingil.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Mga pagtatatwa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ang mga tour ay mga digital na representasyong awtomatikong ginawa mula sa iyong mga scan at file. Tinatayang sukat lamang ang mga sukat, floor plan, natukoy na bagay at ruta ng nabigasyon at maaaring may mga mali; hindi ang mga ito opisyal na survey at hindi dapat pagbatayan ng mga desisyon sa konstruksiyon, pagtatasa ng halaga, legal na usapin o kaligtasan nang walang hiwalay na pagsusuri.',
        },
        {
          kind: 'paragraph',
          text: 'Maliban sa hayagang nakasaad sa Mga Tuntuning ito, at hanggang sa pinahihintulutan ng batas, ibinibigay ang serbisyo nang “kung ano ito” at “ayon sa pagiging available nito”, nang walang anumang uri ng warranty, hayag man o ipinahihiwatig, kabilang ang mga ipinahihiwatig na warranty ng kakayahang maipagbili, pagiging angkop sa isang partikular na layunin at hindi paglabag sa karapatan ng iba. Walang anuman sa Mga Tuntuning ito ang nag-aalis ng mga warranty o garantiyang hindi pinahihintulutan ng batas na alisin, kabilang ang mga nagpoprotekta sa mga consumer.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitasyon ng pananagutan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hanggang sa pinahihintulutan ng batas, hindi mananagot ang Roomwalk sa anumang di-tuwiran, nagkataon, espesyal o kinahinatnang pagkalugi, o sa anumang pagkawala ng kita, benta, negosyo, goodwill o datos, na nagmumula sa o may kaugnayan sa Mga Tuntuning ito o sa serbisyo, kahit pa naabisuhan kami na posible ang ganitong pagkalugi.',
        },
        {
          kind: 'paragraph',
          text: 'Hanggang sa pinahihintulutan ng batas, ang kabuuang pananagutan ng Roomwalk para sa lahat ng paghahabol na nagmumula sa o may kaugnayan sa Mga Tuntuning ito o sa serbisyo ay limitado sa halagang ibinayad mo sa amin para sa serbisyo sa loob ng labindalawang buwan bago ang pangyayaring pinagmulan ng paghahabol.',
        },
        {
          kind: 'paragraph',
          text: 'Hindi umiiral ang mga limitasyong ito sa pananagutang hindi pinahihintulutan ng batas na limitahan o alisin, gaya ng pananagutan sa kamatayan o pinsala sa katawan na dulot ng kapabayaan, o sa pandaraya, sadyang maling gawain o malubhang kapabayaan.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnipikasyon',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kung ginagamit mo ang Roomwalk para sa mga layuning pangnegosyo, ipagtatanggol at babayaran mo ang Roomwalk, ang mga kawani nito at ang mga provider nito laban sa anumang paghahabol, pagkalugi, danyos at gastos, kabilang ang makatwirang bayad sa abogado, na nagmumula sa iyong nilalaman, sa paggamit mo ng serbisyo nang labag sa Mga Tuntuning ito, o sa paglabag mo sa karapatan ng iba, halimbawa kapag na-scan ang isang lugar nang walang pahintulot. Agad naming ipaaalam sa iyo ang anumang ganitong paghahabol at hahayaan ka naming makibahagi sa pagtatanggol dito.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Pagsuspinde at pagwawakas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Maaari mong ihinto ang paggamit ng Roomwalk at isara ang iyong account anumang oras sa iyong mga setting o sa pamamagitan ng pagsulat sa legal@roomwalk.example. Ang pagsasara ng iyong account ay nagtatapos sa anumang subscription sa katapusan ng kasalukuyang panahon ng pagsingil, at pagkatapos ay buburahin ang iyong nilalaman ayon sa inilalarawan sa aming Patakaran sa Pagkapribado.',
        },
        {
          kind: 'paragraph',
          text: 'Maaari naming suspindihin o isara ang iyong account, o ihinto ang paglalathala ng mga tour, kung malubha o paulit-ulit mong nilalabag ang Mga Tuntuning ito, kung hindi ka nagbabayad, kung iniaatas ito ng batas, o kung ang iyong paggamit ay nagdudulot ng panganib sa ibang mga user, sa serbisyo o sa mga ikatlong partido. Kung makatwiran, babalaan ka muna namin, sasabihin namin ang dahilan at bibigyan ka namin ng pagkakataong itama ang sitwasyon. Kung isasara namin ang iyong account nang walang makatwirang dahilan, bibigyan ka namin ng abiso nang hindi bababa sa 30 araw bago nito at ire-refund namin ang proporsiyonal na halaga para sa anumang panahong binayaran mo pero hindi nagamit.',
        },
        {
          kind: 'paragraph',
          text: 'Ang mga bahagi ng Mga Tuntuning ito na dahil sa kanilang katangian ay dapat magpatuloy pagkatapos ng pagwawakas, gaya ng mga bahagi tungkol sa intelektwal na ari-arian, mga pagtatatwa, limitasyon ng pananagutan, indemnipikasyon at namamahalang batas, ay patuloy na iiral.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Namamahalang batas at mga alitan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ang Mga Tuntuning ito, at ang anumang alitang nagmumula sa o may kaugnayan sa mga ito o sa serbisyo, ay pinamamahalaan ng mga batas ng bansa kung saan nakarehistro ang kumpanyang nagpapatakbo ng Roomwalk, nang hindi isinasaalang-alang ang mga patakaran nito sa conflict of laws, at ang mga hukuman ng bansang iyon ang may hurisdiksiyon sa anumang ganitong alitan.',
        },
        {
          kind: 'paragraph',
          text: 'Kung isa kang consumer, nananatili rin sa iyo ang proteksiyon ng mga sapilitang batas ng bansa kung saan ka nakatira, at maaari kang magsampa ng kaso sa mga hukuman nito. Bago magsampa ng kaso, pakiusap na sumulat muna sa legal@roomwalk.example para masubukan naming lutasin ang usapin nang impormal.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Mga pagbabago sa Mga Tuntuning ito',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Maaari naming i-update ang Mga Tuntuning ito, halimbawa kapag binago namin ang aming mga plano o feature o kapag nagbago ang batas. Ipaaalam namin sa iyo ang mahahalagang pagbabago sa pamamagitan ng email o sa application nang hindi bababa sa 30 araw bago magkabisa ang mga ito. Kung hindi ka sang-ayon sa isang pagbabago, maaari mong kanselahin ang iyong subscription bago ito magkabisa; kung patuloy mong gagamitin ang Roomwalk pagkatapos nito, tinatanggap mo ang na-update na Mga Tuntunin. Ipinapakita ng petsa sa itaas ng pahinang ito kung kailan huling binago ang Mga Tuntuning ito.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Mga pangkalahatang probisyon',
      blocks: [
        {
          kind: 'list',
          items: [
            'Buong kasunduan: ang Mga Tuntuning ito, kasama ang aming Patakaran sa Pagkapribado at ang mga detalye ng planong ipinakita noong nag-subscribe ka, ang bumubuo sa buong kasunduan sa pagitan mo at ng Roomwalk tungkol sa serbisyo.',
            'Paghihiwalay ng mga probisyon: kung ipasya ng isang hukuman na hindi maipapatupad ang anumang bahagi ng Mga Tuntuning ito, mananatiling may bisa ang natitirang bahagi.',
            'Walang pagtalikod sa karapatan: kung hindi namin agad ipinatupad ang isang karapatan, hindi ibig sabihin nito na tinalikuran na namin ito.',
            'Paglilipat: hindi mo maaaring ilipat ang iyong mga karapatan sa ilalim ng Mga Tuntuning ito nang walang pahintulot namin. Maaari naming ilipat ang aming mga karapatan sa isang kumpanyang hahalili sa aming negosyo, at patuloy kang poprotektahan ng Mga Tuntuning ito.',
            'Wika: makukuha ang Mga Tuntuning ito sa iba’t ibang wika. Kung magkakaiba ang mga bersiyon, ang bersiyong Ingles ang mananaig, maliban kung iba ang itinatakda ng batas ng iyong bansa.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Makipag-ugnayan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ang mga tanong tungkol sa Mga Tuntuning ito ay maaaring ipadala sa legal@roomwalk.example. Para sa mga tanong tungkol sa personal na datos, sumulat sa privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
