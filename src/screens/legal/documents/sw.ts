/**
 * Roomwalk's Privacy Policy and Terms of Service in Swahili, translated from ./en.ts, the source of
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
  title: 'Sera ya Faragha',
  lastUpdated: '2026-11-22',
  intro: [
    'Sera hii ya Faragha inaeleza jinsi Roomwalk (“Roomwalk”, “sisi”) inavyokusanya, kutumia, kushiriki na kulinda taarifa binafsi unapotembelea tovuti yetu, kufungua akaunti, kuskani au kupakia maeneo, na kushiriki ziara za 3D na za uhalisia ulioboreshwa (AR) na watu wengine.',
    'Kila sehemu inaeleza tunachofanya, kwa nini tunakifanya na una machaguo gani. Ikiwa jambo lolote halieleweki, tuandikie kupitia privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Sisi ni nani',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk hutoa huduma ya mtandaoni inayogeuza skani za simu na faili za CAD zilizopakiwa kuwa ziara za 3D za mtandaoni za nyumba, majengo na kumbi. Ziara hizi zinaweza kutembelewa kwenye kivinjari, kuwekwa katika uhalisia ulioboreshwa kwenye simu na kushirikiwa kwa kiungo au msimbo wa kupachika.',
        },
        {
          kind: 'paragraph',
          text: 'Kwa taarifa binafsi zilizoelezwa katika sera hii (akaunti yako, usajili wako, ujumbe unaotutumia na jinsi unavyotumia tovuti), Roomwalk ndiye mdhibiti wa data. Unaweza kuwasiliana nasi kuhusu jambo lolote katika sera hii kupitia privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Sera hii inahusu nini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sera hii inatumika kwa tovuti ya Roomwalk, programu ya wavuti ya Roomwalk na kurasa zinazoonyesha ziara, zikiwemo ziara zilizopachikwa kwenye tovuti nyingine. Haitumiki kwa tovuti au tovuti za matangazo ya mali zinazoendeshwa na wengine, hata zinapoonyesha ziara ya Roomwalk; huko, sera zao za faragha ndizo zinazotumika.',
        },
        {
          kind: 'paragraph',
          text: 'Unaposkani au kupakia eneo, ziara inaweza kuwa na taarifa binafsi za watu wengine, kwa mfano uso ulio kwenye picha iliyotundikwa ukutani au jina lililo kwenye barua iliyoachwa mezani. Jinsi tunavyoshughulikia maudhui hayo imeelezwa katika sehemu ya “Ziara zako na watu walio ndani yake”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Taarifa tunazokusanya',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunakusanya tu kile tunachohitaji ili kuendesha huduma. Kulingana na jinsi unavyotumia Roomwalk, taarifa hizo ni pamoja na:',
        },
        {
          kind: 'list',
          items: [
            'Taarifa za akaunti: jina lako la kwanza na la mwisho, anwani yako ya barua pepe, nenosiri lako (ambalo tunalihifadhi kama heshi pekee), jukumu lako katika huduma na, ukiuwasha, ufunguo wa siri unaotumika kwa uthibitishaji wa hatua mbili.',
            'Taarifa za wasifu na za shirika: maelezo unayoongeza unapokamilisha wasifu wako, kama vile kampuni na sekta yako, pamoja na wanachama wa mpango wa Office.',
            'Taarifa za usajili na malipo: mpango wako, kipindi cha malipo, salio na historia ya krediti, ankara, pamoja na jina na anwani ya malipo unayotupatia. Maelezo ya kadi huwekwa kupitia mtoa huduma wetu wa malipo na kuhifadhiwa naye; sisi tunaona tu aina ya kadi, tarakimu nne za mwisho na tarehe ya kuisha kwa muda wake.',
            'Maudhui ya ziara: skani, picha, video, faili za CAD na faili nyingine unazopakia, miundo ya 3D, ramani za sakafu na taarifa za urambazaji tunazotengeneza kutokana nazo, pamoja na majina ya ziara, maelezo, vidokezo na mahali pa kuanzia unavyoongeza.',
            'Taarifa za usalama na za vipindi: vipindi vilivyoingia kwenye akaunti yako, pamoja na aina ya kivinjari, mfumo wa uendeshaji na anwani ya IP ya kila kimoja, majaribio ya kuingia yaliyoshindwa, na nyakati za kuingia, za kubadilisha nenosiri na za matukio mengine ya usalama.',
            'Maombi ya mawasiliano: jina la kwanza na la mwisho, anwani ya barua pepe, sekta, idadi ya ziara unazokusudia na ujumbe unaotutumia kupitia fomu ya mawasiliano.',
            'Taarifa za matumizi na za kiufundi: kurasa zilizoombwa, muda na matokeo ya kila ombi, idadi ya mara ziara zilizotazamwa, na takwimu zilizoelezwa katika “Kuripoti hitilafu na takwimu za kiufundi”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hatuombi aina maalum za taarifa binafsi, kama vile taarifa kuhusu afya au imani za kidini, na tunakuomba usiziweke kwenye ziara, vidokezo au ujumbe.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Jinsi tunavyotumia taarifa zako na kwa nini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunatumia taarifa binafsi kwa madhumuni yafuatayo, kila moja likiwa na msingi wa kisheria chini ya sheria za ulinzi wa data kama vile Kanuni ya Jumla ya Ulinzi wa Data (GDPR) ya Umoja wa Ulaya na ya Uingereza:',
        },
        {
          kind: 'list',
          items: [
            'Kutoa huduma uliyojisajili kupata: kufungua akaunti yako na kukuwezesha kuingia, kuchakata faili unazopakia kuwa ziara, kupangisha na kuonyesha ziara zako, kutunza salio lako la krediti na kujibu maswali ya usaidizi. Msingi wa kisheria: utekelezaji wa mkataba wetu nawe.',
            'Kukutoza ada ya usajili, kutunza kumbukumbu za kihasibu na kutimiza wajibu wa kodi. Msingi wa kisheria: utekelezaji wa mkataba wetu na utiifu wa wajibu wa kisheria.',
            'Kulinda usalama wa akaunti na wa huduma: kugundua uingiaji usio wa kawaida, kudhibiti majaribio ya kuingia yanayoshindwa mara kwa mara, kuzuia maombi ya kughushi na kuchunguza matumizi mabaya. Msingi wa kisheria: maslahi yetu halali katika huduma salama, ambayo pia ni kwa maslahi yako.',
            'Kutambua na kurekebisha hitilafu na kuboresha utendaji, kwa kutumia ripoti za hitilafu na takwimu za kiufundi. Msingi wa kisheria: maslahi yetu halali katika huduma inayotegemewa.',
            'Kujibu maombi ya mawasiliano na, ukituomba, kukuonyesha jinsi Roomwalk inavyoweza kufanya kazi kwa biashara yako. Msingi wa kisheria: hatua zinazochukuliwa kwa ombi lako kabla ya kuingia mkataba, na maslahi yetu halali katika kujibu maswali.',
            'Kutuma barua pepe za huduma, kama vile viungo vya kuweka upya nenosiri, arifa za usalama, stakabadhi na arifa za mabadiliko ya masharti yetu au ya sera hii. Msingi wa kisheria: utekelezaji wa mkataba wetu na maslahi yetu halali katika kukujulisha.',
            'Kutuma habari kuhusu Roomwalk, ikiwa tu umekubali kuzipokea. Msingi wa kisheria: idhini yako, ambayo unaweza kuiondoa wakati wowote kupitia kiungo cha kujiondoa kilicho katika kila barua pepe ya aina hiyo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hatuuzi taarifa binafsi, hatuzitumii kwa matangazo ya biashara, na hatufanyi maamuzi kukuhusu yanayotegemea uchakataji wa kiotomatiki pekee ambayo yana athari za kisheria au athari nyingine kubwa za aina hiyo. Utambuzi wa kiotomatiki wa vitu, kuta na sakafu katika skani zako unaeleza eneo, si wewe.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Ziara zako na watu walio ndani yake',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unaposkani eneo, wewe ndiye unayeamua kilichomo. Skani na picha zinaweza kuonyesha watu, picha za familia, nyaraka, namba za usajili wa magari au ndani ya nyumba ya mtu. Kabla ya kuskani au kupakia eneo, hakikisha kwamba una haki ya kufanya hivyo na kwamba watu wanaoishi au kufanya kazi hapo wanajua, na uondoe au ufunike vitu binafsi visivyopaswa kuonyeshwa.',
        },
        {
          kind: 'paragraph',
          text: 'Kwa taarifa binafsi zilizomo katika maudhui unayopakia, wewe (au shirika unalolifanyia kazi) ndiye unayeamua kwa nini na jinsi zinavyotumika, nasi tunazichakata kwa niaba yako kama mchakataji wako wa data. Tunatumia maudhui hayo tu kutengeneza, kuhifadhi, kuonyesha na kuwasilisha ziara zako na kuhakikisha huduma inafanya kazi, kamwe si kwa madhumuni yetu wenyewe. Wateja wa kibiashara wanaohitaji makubaliano ya uchakataji wa data wanaweza kuomba makubaliano yetu kupitia privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Ikiwa unaonekana katika ziara ambayo mtu mwingine ameichapisha na ungependa kitu kiondolewe, tafadhali mwombe kwanza mmiliki wa ziara hiyo. Hilo lisiposaidia, tuandikie kupitia privacy@roomwalk.example ukiambatisha kiungo cha ziara, nasi tutakusaidia.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Ziara unazoshiriki hadharani',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ziara unayoichapisha inaweza kufunguliwa na yeyote mwenye kiungo chake, pamoja na yeyote anayetembelea tovuti ambako umeipachika. Kwa hiyo, kila kinachoonekana katika ziara iliyochapishwa, yakiwemo jina lake, maelezo na vidokezo vyake, kinaonekana kwa umma. Unaweza kuacha kuchapisha au kufuta ziara wakati wowote kwenye dashibodi yako; nakala ambazo wengine wamezihifadhi, au ambazo injini za utafutaji zimezihifadhi, ziko nje ya udhibiti wetu.',
        },
        {
          kind: 'paragraph',
          text: 'Mtu anapotazama ziara ya umma, tunahesabu utazamaji huo na seva zetu hurekodi taarifa za kiufundi zinazohitajika ili kuiwasilisha, kama vile anwani ya IP na aina ya kivinjari. Hatujaribu kuwatambua watazamaji na hatuweki vidakuzi vya ufuatiliaji kwenye vifaa vyao.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Vidakuzi na hifadhi ya ndani',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk hutumia tu vidakuzi na hifadhi ya kivinjari ambavyo ni vya lazima kabisa ili kutoa huduma unayoiomba. Kwa kuwa ni vya lazima kabisa, havihitaji idhini yako, na hatutumii vidakuzi vyovyote vya matangazo, vya uchanganuzi wala vya mitandao ya kijamii. Navyo ni:',
        },
        {
          kind: 'list',
          items: [
            'Kidakuzi cha tokeni ya kusasisha (refresh token): hukuwezesha kubaki umeingia kwa kukiruhusu kivinjari chako kupata tokeni mpya ya ufikiaji ya muda mfupi. Hati za programu (scripts) haziwezi kukisoma, hutumwa kwa tovuti yetu pekee, na muda wake huisha baada ya siku 30 au unapotoka.',
            'Kidakuzi cha kuzuia kughushi: thamani nasibu iliyotiwa sahihi inayothibitisha kuwa ombi kweli linatoka kwenye programu yetu, na hivyo kukulinda dhidi ya ughushi wa maombi kati ya tovuti (cross-site request forgery).',
            'Taarifa za kipindi katika hifadhi ya ndani: tokeni yako ya ufikiaji, muda wake wa kuisha na nakala ya rekodi yako ya msingi ya mtumiaji, zilizosimbwa fiche kwenye kivinjari chako kwa ufunguo unaodumu kwa muda wa kipindi cha kivinjari pekee, ili programu ijue kuwa umeingia. Hufutwa unapotoka.',
            'Ulinzi wa kuingia katika hifadhi ya ndani: idadi ya majaribio ya hivi karibuni ya kuingia yaliyoshindwa kwa kila anwani ya barua pepe, inayotumika kusitisha uingiaji kwa muda baada ya majaribio matano kushindwa ndani ya dakika 15.',
            'Lugha katika hifadhi ya ndani: lugha uliyochagua, ili tovuti ionekane kwa lugha hiyo utakapotembelea tena.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Unaweza kufuta vidakuzi na hifadhi ya ndani katika mipangilio ya kivinjari chako wakati wowote. Ukivizuia, bado utaweza kusoma kurasa za umma na kutazama ziara za umma, lakini hutaweza kuingia.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Kuripoti hitilafu na takwimu za kiufundi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kuripoti hitilafu kunapowashwa katika huduma yetu rasmi, programu hutuma ripoti za hitilafu kwa Sentry, huduma ya ufuatiliaji wa hitilafu. Ripoti ina ujumbe wa hitilafu na mahali katika msimbo ilipotokea, anwani ya ukurasa (tokeni za kuingia na funguo zikiwa zimeondolewa), kivinjari na mfumo wa uendeshaji, hatua zilizosababisha hitilafu na, ikiwa umeingia, kitambulisho chako cha mtumiaji, anwani ya barua pepe na jina la mtumiaji, ili tuweze kukusaidia ikiwa hitilafu ilikuathiri. Sentry pia hupima kasi ya kupakia kurasa na kuhesabu vipindi vya kivinjari, jambo linalotuonyesha kama toleo jipya ni thabiti.',
        },
        {
          kind: 'paragraph',
          text: 'Unapotumia programu, pia hututumia takwimu za kiufundi kila baada ya dakika chache: idadi ya maombi, mangapi kati yake yalijibiwa kutoka kwenye akiba (cache), muda na ukubwa wa majibu, zikiwa zimepangwa kwa aina ya rasilimali, pamoja na kitambulisho nasibu cha kipindi cha kivinjari. Takwimu hizi hazina maudhui ya ziara, taarifa zilizojazwa kwenye fomu wala manenosiri.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'Barua pepe tunazotuma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunatumia anwani yako ya barua pepe kukutumia ujumbe ambao huduma inauhitaji: kiungo cha kuweka upya nenosiri lako unapokiomba (halali kwa saa moja), uthibitisho wa mabadiliko ya usalama kama vile kuwasha au kuzima uthibitishaji wa hatua mbili, stakabadhi, arifa kuhusu usajili wako na krediti zako, na arifa za mabadiliko muhimu ya masharti yetu au ya sera hii. Huwezi kujiondoa kwenye ujumbe huu maadamu una akaunti, kwa sababu ni sehemu ya huduma.',
        },
        {
          kind: 'paragraph',
          text: 'Tunatuma habari na taarifa za maboresho ya bidhaa ikiwa tu umekubali kuzipokea, na kila barua pepe ya aina hiyo ina kiungo cha kujiondoa.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Tunashiriki taarifa na nani',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunashiriki taarifa binafsi tu na watoa huduma wanaotusaidia kuendesha Roomwalk, chini ya mikataba ya maandishi inayowataka kuzichakata kwa maelekezo yetu pekee, kuzitunza kwa siri na kuzilinda. Nao ni:',
        },
        {
          kind: 'list',
          items: [
            'watoa huduma za upangishaji na uhifadhi wa wingu, wanaoendesha seva na hifadhidata zetu na kuhifadhi faili zilizopakiwa na ziara;',
            'watoa huduma za kompyuta za wingu zenye vichakataji vya michoro, wanaogeuza skani na faili za CAD kuwa ziara;',
            'mtoa huduma za malipo, anayechakata malipo ya usajili na kuhifadhi maelezo ya kadi;',
            'mtoa huduma za kutuma barua pepe, anayetuma viungo vya kuweka upya nenosiri na barua pepe nyingine za huduma;',
            'Sentry, inayopokea ripoti za hitilafu wakati kuripoti hitilafu kumewashwa.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pia tunafichua taarifa binafsi pale sheria inapotutaka, kwa mfano kujibu amri halali ya mahakama; pale inapohitajika kulinda haki, usalama au mali ya watumiaji wetu, ya umma au ya Roomwalk; au kwa mnunuzi au mrithi ikiwa biashara ya Roomwalk itauzwa au kupangwa upya, ambapo sera hii itaendelea kutumika kwa taarifa zako.',
        },
        {
          kind: 'paragraph',
          text: 'Orodha ya sasa ya watoa huduma wetu na mahali walipo inapatikana kwa ombi kupitia privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Uhamishaji wa taarifa nje ya nchi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Watoa huduma wetu wanaweza kuchakata taarifa katika nchi nyingine zaidi ya yako, zikiwemo nchi ambazo sheria zao za ulinzi wa data zinatofautiana na za nchi unayoishi. Tunapohamisha taarifa binafsi nje ya Eneo la Kiuchumi la Ulaya, Uingereza au Uswisi, tunafanya hivyo tu kwenda nchi zinazotambuliwa kuwa zinatoa ulinzi wa kutosha, au chini ya vifungu vya kawaida vya mkataba vilivyoidhinishwa na Tume ya Ulaya na vifungu vinavyolingana navyo vya Uingereza, pamoja na kinga za ziada inapohitajika. Unaweza kutuomba nakala ya kinga hizi.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Muda tunaohifadhi taarifa',
      blocks: [
        {
          kind: 'list',
          items: [
            'Taarifa za akaunti na wasifu: kwa muda wote ambao akaunti yako ipo; hufutwa ndani ya siku 30 baada ya kufunga akaunti yako.',
            'Ziara na faili zilizopakiwa: kwa muda wote ambao akaunti yako ipo. Usajili wako ukikoma, ziara zako husitishwa, hazifutwi, ili uweze kuzirejesha kwa kujisajili tena. Ziara unazofuta, na ziara zote za akaunti iliyofungwa, huondolewa ndani ya siku 30, na nakala zilizo katika hifadhi rudufu zetu huandikwa juu ndani ya siku 35 zaidi.',
            'Kumbukumbu za malipo na ankara: kwa muda unaotakiwa na sheria za kodi na uhasibu, kwa kawaida hadi miaka kumi.',
            'Vipindi na matukio ya usalama: wakati kipindi kikiendelea na hadi siku 90 baada ya kuisha; majaribio ya kuingia yaliyoshindwa: hadi siku 30.',
            'Maombi ya mawasiliano: hadi miezi 24 baada ya mawasiliano yetu ya mwisho nawe, isipokuwa ukiwa mteja, ambapo huwa sehemu ya kumbukumbu za akaunti yako.',
            'Ripoti za hitilafu: hadi siku 90. Kumbukumbu za seva na takwimu za kiufundi: hadi siku 30, baada ya hapo tunahifadhi jumla tu ambazo haziwezi tena kumtambulisha mtu yeyote.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tunahifadhi taarifa kwa muda mrefu zaidi pale tu sheria inapotutaka au inapohitajika ili kuanzisha, kutekeleza au kutetea madai ya kisheria, na kwa muda tu ambao hitaji hilo linaendelea.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Jinsi tunavyolinda taarifa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunalinda taarifa binafsi kwa hatua za kiufundi na za kitaasisi zinazolingana na hatari, zikiwemo:',
        },
        {
          kind: 'list',
          items: [
            'Usimbaji fiche wakati wa usafirishaji: mawasiliano yote kati ya kivinjari chako na Roomwalk hutumia HTTPS (TLS).',
            'Manenosiri yaliyogeuzwa kuwa heshi: kamwe hatuhifadhi nenosiri lako lenyewe, bali heshi iliyoongezewa chumvi (salt) inayotengenezwa kwa algoriti iliyoundwa kwa makusudi kuwa ya polepole (scrypt), ambayo nenosiri haliwezi kusomwa kutoka kwayo.',
            'Uthibitishaji wa hatua mbili: unaweza kuweka sharti la msimbo kutoka kwenye programu ya uthibitishaji pamoja na nenosiri lako.',
            'Udhibiti wa vipindi: unaweza kuona kila kifaa kilichoingia kwenye akaunti yako na kukitoa kifaa chochote kati ya hivyo, na kubadilisha nenosiri lako huvitoa vyote.',
            'Ulinzi dhidi ya kubahatisha: uingiaji husitishwa kwa muda baada ya majaribio matano kushindwa ndani ya dakika 15, na idadi ya maombi yanayorudiwa hudhibitiwa.',
            'Ulinzi dhidi ya maombi ya kughushi na maudhui hatari: kila ombi linalobadilisha taarifa lazima libebe tokeni ya kuzuia kughushi iliyotiwa sahihi, na maandishi unayoingiza huonyeshwa kila mara kama maandishi, kamwe hayaendeshwi kama msimbo.',
            'Hifadhi ya vipindi iliyosimbwa fiche kwenye kivinjari chako, ufikiaji wa mifumo rasmi ya huduma kwa wafanyakazi wanaouhitaji pekee, nakala rudufu za mara kwa mara, na mapitio ya mara kwa mara ya hatua hizi.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Hakuna mfumo ulio salama kikamilifu. Ikiwa ukiukaji wa usalama wa taarifa binafsi una uwezekano wa kuhatarisha haki zako, tutakujulisha wewe na mamlaka husika kama sheria inavyotaka. Tafadhali ripoti wasiwasi wowote wa kiusalama kupitia privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Haki zako',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kulingana na mahali unapoishi, una haki zifuatazo kuhusu taarifa zako binafsi:',
        },
        {
          kind: 'list',
          items: [
            'Ufikiaji: kujua kama tunachakata taarifa zako na kupokea nakala yake.',
            'Urekebishaji: kurekebishiwa taarifa zisizo sahihi; unaweza kubadilisha mwenyewe maelezo mengi ya akaunti katika mipangilio yako.',
            'Ufutaji: kufutiwa taarifa zako, kwa mfano kwa kufunga akaunti yako, isipokuwa tunapolazimika kuzihifadhi kwa sababu ya kisheria.',
            'Uzuiaji: kututaka tuache kutumia taarifa zako, isipokuwa kuzihifadhi, wakati suala linalozihusu likishughulikiwa.',
            'Uhamishaji: kupokea taarifa ulizotupatia katika muundo uliopangiliwa, unaotumika kwa kawaida na unaosomeka kwa mashine, na kuzifanya zitumwe kwa mtoa huduma mwingine pale inapowezekana kiufundi.',
            'Pingamizi: kupinga wakati wowote uchakataji unaotegemea maslahi yetu halali, na uuzaji wowote wa moja kwa moja.',
            'Kuondoa idhini: pale tunapotegemea idhini yako, kuiondoa wakati wowote, bila kuathiri yaliyofanyika kabla ya hapo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ili kutumia haki, tuandikie kupitia privacy@roomwalk.example kutoka kwa anwani ya barua pepe ya akaunti yako. Tunaweza kukuomba uthibitishe utambulisho wako, na tutajibu ndani ya mwezi mmoja; ikiwa ombi ni tata, tunaweza kuongeza muda huo kwa hadi miezi miwili zaidi na tutakueleza sababu. Kutumia haki zako ni bila malipo.',
        },
        {
          kind: 'paragraph',
          text: 'Pia una haki ya kuwasilisha malalamiko kwa mamlaka ya ulinzi wa data ya nchi unayoishi au unayofanyia kazi, au ambako unaamini haki zako zilikiukwa. Tungependa kupata fursa ya kushughulikia wasiwasi wako kwanza.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Watoto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk ni huduma ya kitaaluma na haikulengwa kwa watoto. Ni lazima uwe na umri wa angalau miaka 16 ili kufungua akaunti. Hatukusanyi kwa kujua taarifa binafsi kutoka kwa watoto; ikiwa unaamini kuwa mtoto ametupatia taarifa binafsi, tuandikie kupitia privacy@roomwalk.example nasi tutazifuta.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya sera hii',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunaweza kusasisha sera hii pale huduma yetu au sheria inapobadilika. Tarehe iliyo juu ya ukurasa huu inaonyesha ilipobadilishwa mara ya mwisho. Ikiwa mabadiliko yataathiri kwa kiasi kikubwa jinsi tunavyotumia taarifa zako binafsi, tutakujulisha kwa barua pepe au ndani ya programu kabla hayajaanza kutumika.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Wasiliana nasi',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kwa swali lolote kuhusu sera hii au taarifa zako binafsi, au ili kutumia haki zako, tuandikie kupitia privacy@roomwalk.example. Kwa maswali kuhusu Masharti yetu ya Huduma, tuandikie kupitia legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Masharti ya Huduma',
  lastUpdated: '2026-11-22',
  intro: [
    'Masharti haya ya Huduma (“Masharti”) yanasimamia ufikiaji na matumizi yako ya Roomwalk, huduma ya mtandaoni ya kuunda, kupangisha na kushiriki ziara za 3D za mtandaoni na za uhalisia ulioboreshwa. Ni makubaliano yanayokufunga kisheria kati yako na Roomwalk (“Roomwalk”, “sisi”).',
    'Kwa kufungua akaunti, kununua usajili au kutumia Roomwalk kwa njia nyingine yoyote, unakubali Masharti haya. Ukitumia Roomwalk kwa niaba ya shirika, unayakubali kwa niaba yake na kuthibitisha kuwa una mamlaka ya kufanya hivyo; katika hali hiyo, “wewe” inamaanisha wewe na shirika hilo. Ikiwa hukubali Masharti haya, usitumie Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'Huduma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk hugeuza skani zilizopigwa kwa simu janja, na faili za CAD zilizopakiwa, kuwa ziara za 3D za mtandaoni zinazoweza kutembelewa kwenye kivinjari cha wavuti, kuwekwa katika uhalisia ulioboreshwa na kuchunguzwa kwa urambazaji wa ndani ya jengo uliojengwa ndani ya huduma. Faili zilizopakiwa huchakatwa kiotomatiki kwenye wingu, na mara nyingi ziara huwasilishwa ndani ya takriban saa 24; ziara za CAD kwa kawaida huwa tayari mapema zaidi. Muda huu ni makadirio, si dhamana.',
        },
        {
          kind: 'paragraph',
          text: 'Baadhi ya vipengele hutegemea kifaa chako: kwa mfano, uhalisia ulioboreshwa unahitaji simu au kompyuta kibao na kivinjari vinavyouwezesha. Vipengele na krediti zilizojumuishwa katika kila mpango zimeelezwa kwenye ukurasa wetu wa bei.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Akaunti na usalama',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ili kufungua akaunti, ni lazima uwe na umri wa angalau miaka 18, au umri wa utu uzima kisheria mahali unapoishi ikiwa ni zaidi ya huo, na uwe na uwezo wa kuingia mkataba unaofunga kisheria.',
            'Toa taarifa sahihi unapojisajili na uzisasishe, hasa anwani yako ya barua pepe, ambayo tunaitumia kwa kuweka upya nenosiri na kwa arifa muhimu.',
            'Tunza nenosiri lako kwa siri na usimshirikishe mtu mwingine akaunti yako. Tunapendekeza uwashe uthibitishaji wa hatua mbili. Katika mpango wa Office, kila mwanachama hutumia akaunti yake mwenyewe.',
            'Unawajibika kwa kila kinachofanywa kupitia akaunti yako. Ukishuku kuwa mtu mwingine ameitumia, badilisha nenosiri lako, toka kwenye vipindi vyako vingine katika mipangilio na utujulishe kupitia legal@roomwalk.example.',
            'Ili kulinda akaunti, tunaweza kusitisha uingiaji kwa muda baada ya majaribio yaliyoshindwa mara kwa mara, na tunaweza kukuomba uingie tena wakati wowote.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Usajili na malipo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk huuzwa kwa njia ya usajili. Mipango inayotolewa kwa sasa ni Agent na Office, yenye malipo ya kila mwezi au kila mwaka, na Hotel, yenye malipo ya kila mwaka. Kila mpango unajumuisha idadi ya krediti kama ilivyoelezwa kwenye ukurasa wetu wa bei wakati unapojisajili. Bei huonyeshwa bila kodi zinazotumika mahali unapoishi, ambazo huongezwa wakati wa kulipa.',
        },
        {
          kind: 'list',
          items: [
            'Usasishaji wa kiotomatiki: usajili wako husasishwa kiotomatiki mwishoni mwa kila kipindi cha malipo kwa kipindi chenye urefu uleule, na tunatoza njia ya malipo uliyohifadhi, hadi utakapoughairi.',
            'Malipo ya kila mwaka: usajili wa mwaka hulipwa mapema kwa miezi kumi na miwili na hugharimu kidogo kuliko malipo kumi na mawili ya kila mwezi; kiasi unachookoa kinaonyeshwa kwenye ukurasa wetu wa bei.',
            'Mabadiliko ya bei: tunaweza kubadilisha bei ya mpango. Tutakujulisha angalau siku 30 kabla bei mpya haijaanza kukuhusu, nayo itatumika tu kuanzia usasishaji wako unaofuata; ikiwa hukubaliani nayo, unaweza kughairi kabla ya hapo.',
            'Malipo yaliyoshindwa: malipo yakishindwa, tutajaribu tena na kukujulisha. Yasipofanyika ndani ya siku 14, usajili wako unaweza kukoma na ziara zako husitishwa kama ilivyoelezwa katika “Usajili unapokwisha”.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Krediti',
      blocks: [
        {
          kind: 'list',
          items: [
            'Krediti moja huunda ziara moja. Krediti hutumika unapowasilisha skani au faili la CAD ili lichakatwe.',
            'Tusipoweza kutengeneza ziara kutokana na faili ulilopakia, kwa mfano kwa sababu faili limeharibika au skani haijakamilika, tunarudisha krediti kwenye salio lako.',
            'Krediti usizotumia huhamishiwa kipindi kinachofuata kwa muda uliotajwa katika mpango wako (kwa mfano, hadi miezi mitatu kwenye mpango wa Agent) kisha muda wake huisha. Krediti za mpango wa Office hushirikiwa na wanachama wake.',
            'Krediti hazina thamani ya fedha taslimu, haziwezi kuhamishiwa akaunti nyingine wala kubadilishwa kuwa pesa, na kamwe hazirejeshewi pesa zikishatumika.',
            'Krediti zilizobaki usajili wako unapokwisha hubaki katika akaunti yako hadi wakati ambapo muda wake ungeisha, na unaweza kuzitumia tena ukijisajili upya kabla ya wakati huo.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Kubadilisha mpango, kughairi na kurejeshewa pesa',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kupandisha mpango: unapohamia mpango wa juu zaidi, mabadiliko huanza kutumika mara moja. Tunatoza tofauti ya bei kwa muda uliobaki wa kipindi cha sasa cha malipo, kwa uwiano wa siku, na kuongeza krediti za ziada za mpango mpya kwenye salio lako.',
            'Kushusha mpango na kubadilisha kipindi cha malipo: mabadiliko haya huanza kutumika mwanzoni mwa kipindi chako kinachofuata cha malipo; hadi wakati huo mpango wako wa sasa unaendelea.',
            'Kughairi: unaweza kughairi wakati wowote kwenye dashibodi yako. Kughairi huanza kutumika mwishoni mwa kipindi cha sasa cha malipo: hadi wakati huo unaendelea kuwa na ufikiaji kamili, ukiwemo upangishaji wa ziara zako na krediti zako ambazo hazijatumika, na hutatozwa tena.',
            'Kurejeshewa pesa: malipo ya kipindi cha malipo ambacho tayari kimeanza hayarejeshwi, yote au sehemu yake, na krediti zilizotumika kamwe hazirejeshewi pesa. Tukisitisha usajili wako bila sababu ya msingi, au hitilafu upande wetu ikikuzuia kutumia Roomwalk, tunarejesha kiasi kinacholingana na sehemu ya kipindi ambayo haijatumika.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ikiwa wewe ni mlaji na sheria ya nchi yako inakupa haki ya kujitoa kwenye mkataba wa mtandaoni, unaweza kuitumia ndani ya muda uliowekwa na sheria hiyo kwa kutuandikia kupitia legal@roomwalk.example. Ikiwa ulituomba tuanze kutoa huduma ndani ya muda huo, tunaweza kukata kiasi kinacholingana na kile kilichokwisha kutolewa, zikiwemo krediti ulizotumia.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Usajili unapokwisha',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunapangisha ziara zako kwa muda wote ambao usajili wako unaendelea, bila kikomo cha idadi ya ziara zinazohifadhiwa. Usajili wako unapokwisha, iwe kwa sababu uliughairi au kwa sababu malipo yalishindwa, ziara zako husitishwa, hazifutwi: viungo vyake na upachikaji wake huonyesha kuwa ziara haipatikani, huku ukiendelea kuweza kuingia, kuona ziara zako na kupakua faili ulizopakia. Ukijisajili tena, ziara zako zilizositishwa zinapatikana tena kwenye viungo vilevile.',
        },
        {
          kind: 'paragraph',
          text: 'Ikiwa unataka ziara zako zifutwe, zifute kwenye dashibodi yako au funga akaunti yako. Sera yetu ya Faragha inaeleza ufutaji huchukua muda gani.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Matumizi yanayokubalika',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unakubali kutumia Roomwalk kwa njia halali na kwa uwajibikaji. Hasa, hupaswi:',
        },
        {
          kind: 'list',
          items: [
            'kuskani, kupiga picha au kupakia eneo lolote isipokuwa unalimiliki au una ruhusa ya mmiliki au mkaaji wake, na, pale sheria inapotaka, idhini ya kila mtu anayeweza kutambulika katika matokeo;',
            'kurekodi maeneo ya faragha kwa siri, au kutumia ziara kumvizia, kumnyanyasa, kumpeleleza au kumhatarisha mtu yeyote;',
            'kupakia au kuchapisha maudhui yaliyo kinyume cha sheria, yanayokiuka miliki bunifu au faragha ya mtu mwingine, yenye kashfa, chuki, vurugu au ngono ya wazi, au yanayowapotosha watu kuhusu mali, kwa mfano kwa kuficha kasoro unazotakiwa kuziweka wazi;',
            'kupakia programu hasidi au maudhui yaliyoundwa kudhuru vifaa au kukwepa hatua za usalama;',
            'kufanya uhandisi wa kinyume, kutenganisha msimbo (decompile) au kuchambua (disassemble) huduma au kitazamaji chake cha ziara, au kujaribu kupata msimbo wake chanzo, isipokuwa pale sheria inaporuhusu hilo waziwazi licha ya kizuizi hiki;',
            'kuchunguza, kuskani au kupima usalama wa huduma bila ruhusa yetu ya maandishi, kuingilia uendeshaji wake, au kuiwekea mzigo usio wa kawaida, ikiwemo kwa uvunaji wa data wa kiotomatiki;',
            'kushiriki akaunti yako, kuuza upya huduma au ufikiaji wake, au kuitumia kujenga bidhaa shindani;',
            'kutumia huduma kwa kukiuka sheria za udhibiti wa mauzo ya nje au za vikwazo.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tunaweza kuondoa au kuzima maudhui yanayokiuka kanuni hizi, au ambayo sheria inatutaka tuyaondoe, na tutakujulisha tunapofanya hivyo isipokuwa sheria au uchunguzi unatuzuia.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Maudhui yako',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unabaki kuwa mmiliki wa skani, faili, picha, maandishi na maudhui mengine unayopakia (“maudhui yako”) na wa ziara zinazotengenezwa kutokana nayo.',
        },
        {
          kind: 'paragraph',
          text: 'Unaipa Roomwalk leseni ya ulimwenguni kote, isiyo ya kipekee na isiyo na mrabaha, ya kupangisha, kuhifadhi, kunakili, kuchakata, kurekebisha (kwa mfano kwa kugeuza skani kuwa muundo wa 3D, kupunguza ukubwa wake au kutambua vitu vilivyomo) na kuonyesha maudhui yako, kwa kiasi tu kinachohitajika ili kukupa huduma na kuilinda, na kuonyesha ziara zako kwa watu unaowashirikisha. Leseni hii inakoma maudhui yako yanapofutwa kwenye mifumo yetu, isipokuwa nakala rudufu ambazo huandikwa juu katika utaratibu wa kawaida.',
        },
        {
          kind: 'paragraph',
          text: 'Unathibitisha kuwa una haki zote zinazohitajika ili kutoa leseni hii, na kwamba maudhui yako, na matumizi yetu ya maudhui hayo kama yalivyoelezwa katika Masharti haya, hayakiuki haki za mtu yeyote wala sheria yoyote.',
        },
        {
          kind: 'paragraph',
          text: 'Hatutumii maudhui yako kutangaza Roomwalk, kwa mfano kama kielelezo kwenye tovuti yetu, bila ruhusa yako.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Ziara za umma na upachikaji',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wewe ndiye unayeamua kama uchapishe ziara. Ziara iliyochapishwa inaweza kutazamwa, bila akaunti, na mtu yeyote mwenye kiungo chake au anayetembelea tovuti ambako imepachikwa. Unawajibika kwa kile ambacho ziara iliyochapishwa inaonyesha na kwa tovuti unazoipachika. Unaweza kuacha kuchapisha ziara wakati wowote, jambo ambalo huzima kiungo chake na upachikaji wake.',
        },
        {
          kind: 'paragraph',
          text: 'Watazamaji wa ziara ya umma wanaweza kuitumia kwa ajili ya kuitazama tu. Hawaruhusiwi kupakua, kunakili au kuchapisha upya maudhui yake bila ruhusa yako, na Masharti haya yanawahusu kwa kiasi wanachotumia Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Miliki bunifu yetu',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk, programu zake, kitazamaji cha ziara, miundo, nembo na nyaraka zake ni mali ya Roomwalk au ya watoa leseni wake na zinalindwa na sheria za miliki bunifu. Maadamu akaunti yako iko katika hali nzuri, tunakupa leseni binafsi, isiyo ya kipekee na isiyohamishika ya kutumia huduma kwa mujibu wa Masharti haya. Mbali na leseni hiyo na haki zako katika maudhui yako mwenyewe, Masharti haya hayakupi haki yoyote katika Roomwalk au alama zake za biashara.',
        },
        {
          kind: 'paragraph',
          text: 'Ukitutumia maoni au mapendekezo, tunaweza kuyatumia kwa uhuru na bila wajibu wowote kwako.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Tovuti za matangazo na huduma nyingine za wahusika wengine',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tovuti yetu inataja tovuti za matangazo ya mali na tovuti nyingine ambazo ziara za Roomwalk zinaweza kuonyeshwa. Majina haya ni alama za biashara za wamiliki wake. Kuyataja kunamaanisha tu kwamba kiungo au upachikaji wa ziara ya Roomwalk unaoana nazo kiufundi; haimaanishi kwamba zinaidhinisha, zinafadhili au zina uhusiano na Roomwalk, wala kwamba sisi ni washirika wao.',
        },
        {
          kind: 'paragraph',
          text: 'Unapochapisha ziara kwenye tovuti ya matangazo au tovuti ya mhusika mwingine, masharti na sera za tovuti hiyo ndizo zinazotumika kwa matumizi hayo. Hatuwajibiki kwa huduma za wahusika wengine, upatikanaji wake, au mabadiliko wanayoyafanya yanayoathiri jinsi ziara zinavyoonyeshwa.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Upatikanaji na mabadiliko ya huduma',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunajitahidi kuhakikisha Roomwalk inapatikana wakati wote, lakini hatuahidi utendaji usiokatizwa au usio na hitilafu. Huduma inaweza isipatikane wakati wa matengenezo, ambayo tunajaribu kuyapanga katika nyakati tulivu na kuyatangaza mapema, au kwa sababu ya matukio yaliyo nje ya udhibiti wetu wa kuridhisha, kama vile hitilafu za mitandao au za watoa huduma, mashambulizi au majanga ya asili.',
        },
        {
          kind: 'paragraph',
          text: 'Tunaendelea kuboresha Roomwalk na tunaweza kuongeza, kubadilisha au kuondoa vipengele. Tukiondoa kipengele ambacho ni sehemu muhimu ya mpango wako wa kulipia, tutakujulisha mapema, na ikiwa hutaki kuendelea, unaweza kughairi na kurejeshewa kiasi kinacholingana na sehemu iliyobaki ya kipindi chako cha malipo.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Kanusho',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ziara ni uwakilishi wa kidijitali unaotengenezwa kiotomatiki kutokana na skani na faili zako. Vipimo, ramani za sakafu, vitu vilivyotambuliwa na njia za urambazaji ni za makadirio na zinaweza kuwa na makosa; si matokeo ya upimaji rasmi na hazipaswi kutegemewa kwa maamuzi ya ujenzi, uthamini, ya kisheria au ya usalama bila ukaguzi huru.',
        },
        {
          kind: 'paragraph',
          text: 'Isipokuwa kama ilivyoelezwa waziwazi katika Masharti haya, na kwa kiasi kinachoruhusiwa na sheria, huduma hutolewa “kama ilivyo” na “kadiri inavyopatikana”, bila dhamana za aina yoyote, za wazi au zinazodokezwa, zikiwemo dhamana zinazodokezwa za kufaa kuuzwa, kufaa kwa madhumuni mahususi na kutokiuka haki. Hakuna chochote katika Masharti haya kinachoondoa dhamana au hakikisho ambazo sheria hairuhusu ziondolewe, zikiwemo zile zinazowalinda walaji.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Ukomo wa dhima',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kwa kiasi kinachoruhusiwa na sheria, Roomwalk haiwajibiki kwa hasara yoyote isiyo ya moja kwa moja, ya nasibu, maalum au ya kufuatia, wala kwa upotevu wowote wa faida, mapato, biashara, nia njema (goodwill) au data, unaotokana na au unaohusiana na Masharti haya au huduma, hata kama tuliambiwa kwamba hasara hiyo iliwezekana.',
        },
        {
          kind: 'paragraph',
          text: 'Kwa kiasi kinachoruhusiwa na sheria, jumla ya dhima ya Roomwalk kwa madai yote yanayotokana na au yanayohusiana na Masharti haya au huduma haizidi kiasi ulichotulipa kwa huduma katika miezi kumi na miwili kabla ya tukio lililosababisha dai hilo.',
        },
        {
          kind: 'paragraph',
          text: 'Mipaka hii haitumiki kwa dhima ambayo sheria hairuhusu iwekewe mipaka au iondolewe, kama vile dhima ya kifo au majeraha ya mwili yaliyosababishwa na uzembe, au ya udanganyifu, utovu wa nidhamu wa makusudi au uzembe mkubwa.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Fidia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ikiwa unatumia Roomwalk kwa madhumuni ya kibiashara, utaitetea na kuifidia Roomwalk, wafanyakazi wake na watoa huduma wake dhidi ya madai, hasara, uharibifu na gharama zozote, zikiwemo ada za kisheria zinazostahili, zinazotokana na maudhui yako, matumizi yako ya huduma kinyume na Masharti haya au ukiukaji wako wa haki za mtu mwingine, kwa mfano pale eneo liliposkaniwa bila ruhusa. Tutakujulisha bila kuchelewa kuhusu dai lolote la aina hiyo na kukuruhusu kushiriki katika utetezi wake.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Kusimamishwa na kusitishwa',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unaweza kuacha kutumia Roomwalk na kufunga akaunti yako wakati wowote katika mipangilio yako au kwa kutuandikia kupitia legal@roomwalk.example. Kufunga akaunti yako hukomesha usajili wowote mwishoni mwa kipindi cha sasa cha malipo, kisha maudhui yako hufutwa kama ilivyoelezwa katika Sera yetu ya Faragha.',
        },
        {
          kind: 'paragraph',
          text: 'Tunaweza kusimamisha au kufunga akaunti yako, au kuacha kuchapisha ziara, ikiwa unakiuka Masharti haya kwa kiasi kikubwa au mara kwa mara, ikiwa hulipi, ikiwa sheria inatutaka, au ikiwa matumizi yako yanaleta hatari kwa watumiaji wengine, kwa huduma au kwa wahusika wengine. Pale inapofaa, tutakuonya kwanza, tutakueleza sababu na kukupa nafasi ya kurekebisha mambo. Tukifunga akaunti yako bila sababu ya msingi, tutakupa notisi ya angalau siku 30 na kukurejeshea kiasi kinacholingana na kipindi chochote ulichokilipia lakini hukukitumia.',
        },
        {
          kind: 'paragraph',
          text: 'Sehemu za Masharti haya ambazo kwa asili yake zinapaswa kuendelea baada ya kusitishwa, kama zile zinazohusu miliki bunifu, kanusho, ukomo wa dhima, fidia na sheria inayotumika, zinaendelea kutumika.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Sheria inayotumika na migogoro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Masharti haya, na mgogoro wowote unaotokana na au unaohusiana nayo au na huduma, yanasimamiwa na sheria za nchi ambako kampuni inayoendesha Roomwalk imesajiliwa, bila kuzingatia kanuni zake za mgongano wa sheria, na mahakama za nchi hiyo zina mamlaka juu ya mgogoro wowote wa aina hiyo.',
        },
        {
          kind: 'paragraph',
          text: 'Ikiwa wewe ni mlaji, pia unaendelea kulindwa na sheria za lazima za nchi unayoishi, na unaweza kufungua shauri katika mahakama zake. Kabla ya kufungua shauri, tafadhali tuandikie kupitia legal@roomwalk.example ili tujaribu kulitatua suala hilo bila taratibu rasmi.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Mabadiliko ya Masharti haya',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tunaweza kusasisha Masharti haya, kwa mfano tunapobadilisha mipango au vipengele vyetu au sheria inapobadilika. Tutakujulisha kuhusu mabadiliko makubwa kwa barua pepe au ndani ya programu angalau siku 30 kabla hayajaanza kutumika. Ikiwa hukubaliani na mabadiliko, unaweza kughairi usajili wako kabla hayajaanza kutumika; ukiendelea kutumia Roomwalk baada ya hapo, unakubali Masharti yaliyosasishwa. Tarehe iliyo juu ya ukurasa huu inaonyesha Masharti haya yalipobadilishwa mara ya mwisho.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Masharti ya jumla',
      blocks: [
        {
          kind: 'list',
          items: [
            'Makubaliano kamili: Masharti haya, pamoja na Sera yetu ya Faragha na maelezo ya mpango yaliyoonyeshwa ulipojisajili, ndiyo makubaliano yote kati yako na Roomwalk kuhusu huduma.',
            'Utenganifu: ikiwa mahakama itaona kuwa sehemu yoyote ya Masharti haya haiwezi kutekelezwa, sehemu zilizobaki zinaendelea kutumika.',
            'Kutoachilia haki: tusipotekeleza haki mara moja, haimaanishi kwamba tumeiachilia.',
            'Uhamishaji wa haki: huwezi kuhamisha haki zako chini ya Masharti haya bila idhini yetu. Tunaweza kuhamisha haki zetu kwa kampuni inayochukua biashara yetu, na Masharti haya yataendelea kukulinda.',
            'Lugha: Masharti haya yanapatikana katika lugha kadhaa. Ikiwa matoleo yanatofautiana, toleo la Kiingereza ndilo litakalozingatiwa, isipokuwa sheria ya nchi yako inataka vinginevyo.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Mawasiliano',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Maswali kuhusu Masharti haya yanaweza kutumwa kwa legal@roomwalk.example. Kwa maswali kuhusu taarifa binafsi, tuandikie kupitia privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
