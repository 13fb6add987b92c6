/**
 * Roomwalk's Privacy Policy and Terms of Service in Dutch (formal “u”), translated from ./en.ts,
 * the source of every translation.
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
  title: 'Privacybeleid',
  lastUpdated: '2026-11-22',
  intro: [
    'Dit Privacybeleid legt uit hoe Roomwalk (“Roomwalk”, “wij”, “ons”) persoonsgegevens verzamelt, gebruikt, deelt en beschermt wanneer u onze website bezoekt, een account aanmaakt, ruimtes scant of uploadt en rondleidingen in 3D en augmented reality met anderen deelt.',
    'Per onderdeel leest u wat wij doen, waarom wij dat doen en welke keuzes u hebt. Is iets niet duidelijk? Schrijf dan naar privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Wie wij zijn',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk biedt een onlinedienst die telefoonscans en geüploade CAD-bestanden omzet in virtuele 3D-rondleidingen door woningen, panden en locaties. Deze rondleidingen kunnen in een browser worden doorlopen, met augmented reality op een telefoon in de ruimte worden geplaatst en worden gedeeld via een link of een insluitcode.',
        },
        {
          kind: 'paragraph',
          text: 'Voor de persoonsgegevens die in dit beleid worden beschreven (uw account, uw abonnement, uw berichten aan ons en de manier waarop u de website gebruikt) is Roomwalk de verwerkingsverantwoordelijke. Voor alles wat dit beleid betreft, kunt u ons bereiken via privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Waarop dit beleid van toepassing is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dit beleid geldt voor de website van Roomwalk, de webapplicatie van Roomwalk en de pagina’s waarop rondleidingen worden getoond, ook als die rondleidingen in andere websites zijn ingesloten. Het geldt niet voor websites of woningportalen van anderen, ook niet als daarop een Roomwalk-rondleiding wordt getoond; daar is hun eigen privacybeleid van toepassing.',
        },
        {
          kind: 'paragraph',
          text: 'Wanneer u een ruimte scant of uploadt, kan de rondleiding persoonsgegevens van anderen bevatten, bijvoorbeeld een gezicht op een foto aan de muur of een naam op een brief die op een bureau is blijven liggen. Hoe wij met die inhoud omgaan, leest u in het onderdeel “Uw rondleidingen en de mensen die erin voorkomen”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Welke gegevens wij verzamelen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij verzamelen alleen wat wij nodig hebben om de dienst te leveren. Afhankelijk van hoe u Roomwalk gebruikt, gaat het om:',
        },
        {
          kind: 'list',
          items: [
            'Accountgegevens: uw voor- en achternaam, uw e-mailadres, uw wachtwoord (dat wij uitsluitend als hash opslaan), uw rol binnen de dienst en, als u tweestapsverificatie inschakelt, de geheime sleutel die daarvoor wordt gebruikt.',
            'Profiel- en organisatiegegevens: de gegevens die u toevoegt wanneer u uw profiel aanvult, zoals uw bedrijf en branche, en de leden van een Office-abonnement.',
            'Abonnements- en factuurgegevens: uw abonnement, factuurperiode, creditsaldo en credithistorie, facturen en de factuurnaam en het factuuradres die u ons opgeeft. Kaartgegevens voert u in bij onze betaaldienstverlener, die ze ook bewaart; wij zien alleen het type kaart, de laatste vier cijfers en de vervaldatum.',
            'Inhoud van rondleidingen: de scans, foto’s, video’s, CAD-bestanden en andere bestanden die u uploadt, de 3D-modellen, plattegronden en navigatiegegevens die wij daarvan maken, en de titels, beschrijvingen, annotaties en startposities die u toevoegt.',
            'Beveiligings- en sessiegegevens: de sessies waarmee op uw account is ingelogd, met van elke sessie het type browser en besturingssysteem en het IP-adres, mislukte inlogpogingen en de tijdstippen van inloggen, wachtwoordwijzigingen en andere beveiligingsgebeurtenissen.',
            'Contactaanvragen: de voor- en achternaam, het e-mailadres, de branche, het aantal rondleidingen dat u voor ogen hebt en het bericht dat u ons via het contactformulier stuurt.',
            'Gebruiks- en technische gegevens: de opgevraagde pagina’s, het tijdstip en het resultaat van elk verzoek, het aantal weergaven van rondleidingen en de statistieken die worden beschreven in “Foutrapportage en technische statistieken”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wij vragen niet om bijzondere categorieën van persoonsgegevens, zoals gegevens over gezondheid of religieuze overtuiging, en wij vragen u deze niet op te nemen in rondleidingen, annotaties of berichten.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'Hoe en waarom wij uw gegevens gebruiken',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij gebruiken persoonsgegevens voor de volgende doeleinden, elk met een grondslag in de wetgeving inzake gegevensbescherming, zoals de Algemene verordening gegevensbescherming (AVG) in de EU en de vergelijkbare verordening in het Verenigd Koninkrijk (UK GDPR):',
        },
        {
          kind: 'list',
          items: [
            'Om de dienst te leveren waarvoor u zich hebt aangemeld: uw account aanmaken en u laten inloggen, uw uploads verwerken tot rondleidingen, uw rondleidingen hosten en tonen, uw creditsaldo bijhouden en supportvragen beantwoorden. Grondslag: uitvoering van onze overeenkomst met u.',
            'Om uw abonnement te factureren, een boekhouding bij te houden en aan fiscale verplichtingen te voldoen. Grondslag: uitvoering van onze overeenkomst en nakoming van wettelijke verplichtingen.',
            'Om accounts en de dienst te beveiligen: ongebruikelijke inlogpogingen opsporen, herhaalde mislukte pogingen beperken, beschermen tegen vervalste verzoeken en misbruik onderzoeken. Grondslag: ons gerechtvaardigd belang bij een veilige dienst, dat ook in uw belang is.',
            'Om fouten op te sporen en te verhelpen en de prestaties te verbeteren, met behulp van foutrapporten en technische statistieken. Grondslag: ons gerechtvaardigd belang bij een betrouwbare dienst.',
            'Om contactaanvragen te beantwoorden en u, als u daarom vraagt, te laten zien wat Roomwalk voor uw bedrijf kan betekenen. Grondslag: maatregelen die op uw verzoek worden genomen voordat een overeenkomst wordt gesloten, en ons gerechtvaardigd belang bij het beantwoorden van vragen.',
            'Om service-e-mails te versturen, zoals links om uw wachtwoord opnieuw in te stellen, beveiligingsmeldingen, betalingsbewijzen en kennisgevingen van wijzigingen in onze voorwaarden of in dit beleid. Grondslag: uitvoering van onze overeenkomst en ons gerechtvaardigd belang om u op de hoogte te houden.',
            'Om nieuws over Roomwalk te versturen, uitsluitend als u daarmee hebt ingestemd. Grondslag: uw toestemming, die u op elk moment kunt intrekken via de afmeldlink in elk van deze e-mails.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wij verkopen geen persoonsgegevens, gebruiken ze niet voor advertenties en nemen geen besluiten over u die uitsluitend op geautomatiseerde verwerking zijn gebaseerd en die rechtsgevolgen of vergelijkbare aanzienlijke gevolgen voor u hebben. De automatische herkenning van objecten, muren en vloeren in uw scans beschrijft de ruimte, niet u.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Uw rondleidingen en de mensen die erin voorkomen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wanneer u een ruimte scant, bepaalt u wat erin te zien is. Scans en foto’s kunnen mensen tonen, maar ook familiefoto’s, documenten, kentekens of het interieur van iemands woning. Zorg er voordat u een ruimte scant of uploadt voor dat u daartoe gerechtigd bent en dat de mensen die er wonen of werken ervan op de hoogte zijn, en verwijder of bedek persoonlijke spullen die niet in beeld mogen komen.',
        },
        {
          kind: 'paragraph',
          text: 'Voor persoonsgegevens in de inhoud die u uploadt, bepaalt u (of de organisatie waarvoor u werkt) waarvoor en hoe die worden gebruikt, en verwerken wij ze namens u als verwerker. Wij gebruiken die inhoud uitsluitend om uw rondleidingen te maken, op te slaan, te tonen en te leveren en om de dienst draaiende te houden, nooit voor eigen doeleinden. Zakelijke klanten die een verwerkersovereenkomst nodig hebben, kunnen de onze opvragen via privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'Staat u in een rondleiding die iemand anders heeft gepubliceerd en wilt u dat er iets wordt verwijderd? Vraag dat dan eerst aan de eigenaar van de rondleiding. Helpt dat niet, schrijf dan naar privacy@roomwalk.example met de link naar de rondleiding, dan helpen wij u verder.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Rondleidingen die u openbaar deelt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Een rondleiding die u publiceert, kan worden geopend door iedereen die de link heeft en door iedereen die een website bezoekt waarop u de rondleiding hebt ingesloten. Alles wat zichtbaar is in een gepubliceerde rondleiding, waaronder de titel, de beschrijving en de annotaties, is dus openbaar. U kunt de publicatie van een rondleiding op elk moment via uw dashboard intrekken of de rondleiding verwijderen; kopieën die anderen hebben bewaard of die zoekmachines hebben opgeslagen, vallen buiten onze invloed.',
        },
        {
          kind: 'paragraph',
          text: 'Wanneer iemand een openbare rondleiding bekijkt, tellen wij die weergave en leggen onze servers de technische gegevens vast die nodig zijn om de rondleiding te leveren, zoals het IP-adres en het type browser. Wij proberen bezoekers niet te identificeren en plaatsen geen trackingcookies op hun apparaten.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies en lokale opslag',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk gebruikt alleen cookies en browseropslag die strikt noodzakelijk zijn om de dienst te leveren waar u om vraagt. Omdat ze strikt noodzakelijk zijn, is daarvoor geen toestemming van u nodig. Wij gebruiken geen advertentie-, analyse- of socialemediacookies. Het gaat om:',
        },
        {
          kind: 'list',
          items: [
            'Refresh-tokencookie: houdt u ingelogd doordat uw browser hiermee een nieuw, kortlevend toegangstoken kan ophalen. Scripts kunnen deze cookie niet lezen; de cookie wordt alleen naar onze eigen site verzonden en verloopt na 30 dagen of zodra u uitlogt.',
            'Anti-vervalsingscookie: een willekeurige, ondertekende waarde die aantoont dat een verzoek echt van onze applicatie afkomstig is, ter bescherming tegen cross-site request forgery (het vervalsen van verzoeken via een andere website).',
            'Sessiegegevens in de lokale opslag: uw toegangstoken, de vervaldatum daarvan en een kopie van uw basisgebruikersgegevens, in uw browser versleuteld met een sleutel die alleen geldt zolang de browsersessie duurt, zodat de applicatie weet dat u bent ingelogd. Deze gegevens worden verwijderd wanneer u uitlogt.',
            'Inlogbeveiliging in de lokale opslag: het aantal recente mislukte inlogpogingen per e-mailadres, waarmee het inloggen wordt gepauzeerd na vijf mislukte pogingen binnen 15 minuten.',
            'Taal in de lokale opslag: de taal die u hebt gekozen, zodat de website bij uw volgende bezoek in die taal wordt getoond.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'U kunt cookies en lokale opslag op elk moment verwijderen via de instellingen van uw browser. Als u ze blokkeert, kunt u de openbare pagina’s nog steeds lezen en openbare rondleidingen bekijken, maar kunt u niet inloggen.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Foutrapportage en technische statistieken',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wanneer foutrapportage in onze productieomgeving is ingeschakeld, stuurt de applicatie foutrapporten naar Sentry, een dienst voor foutbewaking. Een rapport bevat de foutmelding en de plaats in de code waar de fout optrad, het adres van de pagina (zonder inlogtokens en sleutels), de browser en het besturingssysteem, de stappen die tot de fout hebben geleid en, als u bent ingelogd, uw gebruikers-ID, e-mailadres en gebruikersnaam, zodat wij u kunnen helpen als de fout u heeft getroffen. Sentry meet ook hoe snel pagina’s laden en telt browsersessies, waaruit wij kunnen afleiden of een nieuwe versie stabiel is.',
        },
        {
          kind: 'paragraph',
          text: 'Terwijl u de applicatie gebruikt, stuurt deze ons daarnaast om de paar minuten technische statistieken: het aantal verzoeken, hoeveel daarvan uit een cache zijn beantwoord, en de responstijden en -groottes, gegroepeerd per type bron, samen met een willekeurige identificatiecode van de browsersessie. Deze statistieken bevatten geen inhoud van rondleidingen, geen formulierinvoer en geen wachtwoorden.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'E-mails die wij versturen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij gebruiken uw e-mailadres om u de berichten te sturen die voor de dienst nodig zijn: een link om uw wachtwoord opnieuw in te stellen wanneer u daarom vraagt (één uur geldig), bevestigingen van beveiligingswijzigingen, zoals het in- of uitschakelen van tweestapsverificatie, betalingsbewijzen, berichten over uw abonnement en credits, en kennisgevingen van belangrijke wijzigingen in onze voorwaarden of in dit beleid. Zolang u een account hebt, kunt u zich niet voor deze berichten afmelden, omdat ze deel uitmaken van de dienst.',
        },
        {
          kind: 'paragraph',
          text: 'Nieuws en productupdates sturen wij alleen als u daarmee hebt ingestemd, en elk van deze e-mails bevat een afmeldlink.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Met wie wij gegevens delen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij delen persoonsgegevens alleen met dienstverleners die ons helpen Roomwalk te exploiteren, op basis van schriftelijke overeenkomsten die hen verplichten de gegevens uitsluitend volgens onze instructies te verwerken, vertrouwelijk te behandelen en te beveiligen. Het gaat om:',
        },
        {
          kind: 'list',
          items: [
            'aanbieders van cloudhosting en -opslag, die onze servers en databases draaien en uploads en rondleidingen opslaan;',
            'aanbieders van cloudrekenkracht met grafische processors, die scans en CAD-bestanden omzetten in rondleidingen;',
            'een betaaldienstverlener, die abonnementsbetalingen verwerkt en kaartgegevens bewaart;',
            'een e-mailverzenddienst, die links om uw wachtwoord opnieuw in te stellen en andere service-e-mails verstuurt;',
            'Sentry, dat foutrapporten ontvangt wanneer foutrapportage is ingeschakeld.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Daarnaast verstrekken wij persoonsgegevens wanneer de wet dat vereist, bijvoorbeeld naar aanleiding van een geldig rechterlijk bevel; wanneer dat nodig is om de rechten, veiligheid of eigendommen van onze gebruikers, het publiek of Roomwalk te beschermen; of aan een koper of rechtsopvolger als de onderneming van Roomwalk wordt verkocht of gereorganiseerd, in welk geval dit beleid op uw gegevens van toepassing blijft.',
        },
        {
          kind: 'paragraph',
          text: 'Een actueel overzicht van onze dienstverleners en de landen waar zij gevestigd zijn, kunt u opvragen via privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Internationale doorgifte',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Onze dienstverleners kunnen gegevens verwerken in andere landen dan het uwe, waaronder landen waar de wetgeving inzake gegevensbescherming afwijkt van die in uw woonland. Wanneer wij persoonsgegevens doorgeven buiten de Europese Economische Ruimte, het Verenigd Koninkrijk of Zwitserland, doen wij dat alleen naar landen waarvan is vastgesteld dat zij een passend beschermingsniveau bieden, of op basis van de door de Europese Commissie goedgekeurde standaardcontractbepalingen en de Britse tegenhanger daarvan, zo nodig met aanvullende waarborgen. U kunt ons om een kopie van deze waarborgen vragen.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Hoe lang wij gegevens bewaren',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account- en profielgegevens: zolang uw account bestaat; ze worden binnen 30 dagen na het opheffen van uw account verwijderd.',
            'Rondleidingen en uploads: zolang uw account bestaat. Als uw abonnement afloopt, worden uw rondleidingen gepauzeerd en niet verwijderd, zodat u ze kunt terughalen door opnieuw een abonnement af te sluiten. Rondleidingen die u verwijdert, en alle rondleidingen van een opgeheven account, worden binnen 30 dagen verwijderd; kopieën in onze back-ups worden binnen nog eens 35 dagen overschreven.',
            'Factuurgegevens en facturen: zolang de fiscale en boekhoudkundige wetgeving dat vereist, doorgaans tot tien jaar.',
            'Sessies en beveiligingsgebeurtenissen: zolang een sessie actief is en tot 90 dagen nadat deze is beëindigd; mislukte inlogpogingen tot 30 dagen.',
            'Contactaanvragen: tot 24 maanden na ons laatste contact met u, tenzij u klant wordt; in dat geval worden ze onderdeel van uw accountadministratie.',
            'Foutrapporten: tot 90 dagen. Serverlogs en technische statistieken: tot 30 dagen; daarna bewaren wij alleen totalen die niet meer tot personen herleidbaar zijn.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wij bewaren gegevens alleen langer wanneer de wet dat vereist of wanneer dat nodig is om een rechtsvordering in te stellen, uit te oefenen of te verdedigen, en alleen zolang die noodzaak bestaat.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Hoe wij gegevens beveiligen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij beschermen persoonsgegevens met technische en organisatorische maatregelen die passen bij het risico, waaronder:',
        },
        {
          kind: 'list',
          items: [
            'Versleuteling tijdens verzending: al het verkeer tussen uw browser en Roomwalk verloopt via HTTPS (TLS).',
            'Gehashte wachtwoorden: wij slaan uw wachtwoord zelf nooit op, alleen een gesalte hash die is gemaakt met een bewust traag algoritme (scrypt), waaruit het wachtwoord niet kan worden teruggelezen.',
            'Tweestapsverificatie: u kunt naast uw wachtwoord een code uit een authenticator-app verplicht stellen.',
            'Sessiebeheer: u kunt alle apparaten zien die op uw account zijn ingelogd en elk daarvan uitloggen; als u uw wachtwoord wijzigt, worden ze allemaal uitgelogd.',
            'Bescherming tegen het raden van wachtwoorden: het inloggen wordt gepauzeerd na vijf mislukte pogingen binnen 15 minuten, en voor herhaalde verzoeken geldt een limiet.',
            'Bescherming tegen vervalste verzoeken en schadelijke inhoud: elk verzoek dat gegevens wijzigt, moet een ondertekend anti-vervalsingstoken bevatten, en tekst die u invoert, wordt altijd als tekst getoond en nooit als code uitgevoerd.',
            'Versleutelde sessieopslag in uw browser, toegang tot productiesystemen alleen voor medewerkers die die toegang nodig hebben, regelmatige back-ups en periodieke evaluatie van deze maatregelen.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Geen enkel systeem is volledig veilig. Als een inbreuk in verband met persoonsgegevens waarschijnlijk een risico voor uw rechten oplevert, informeren wij u en de bevoegde autoriteit zoals de wet voorschrijft. Meld beveiligingsproblemen alstublieft aan privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Uw rechten',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Afhankelijk van waar u woont, hebt u de volgende rechten met betrekking tot uw persoonsgegevens:',
        },
        {
          kind: 'list',
          items: [
            'Inzage: weten of wij uw gegevens verwerken en een kopie daarvan ontvangen.',
            'Rectificatie: onjuiste gegevens laten corrigeren; de meeste accountgegevens kunt u zelf wijzigen in uw instellingen.',
            'Wissing: uw gegevens laten verwijderen, bijvoorbeeld door uw account op te heffen, tenzij wij ze om een wettelijke reden moeten bewaren.',
            'Beperking: ons het gebruik van uw gegevens, behalve de opslag ervan, laten staken zolang een vraag daarover wordt afgehandeld.',
            'Overdraagbaarheid: de gegevens die u ons hebt verstrekt ontvangen in een gestructureerde, gangbare en machineleesbare vorm, en deze laten doorsturen naar een andere aanbieder als dat technisch mogelijk is.',
            'Bezwaar: op elk moment bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang en tegen direct marketing.',
            'Intrekking van toestemming: als wij ons op uw toestemming baseren, deze op elk moment intrekken, zonder dat dit gevolgen heeft voor wat daarvoor is gebeurd.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wilt u een recht uitoefenen? Schrijf dan naar privacy@roomwalk.example vanaf het e-mailadres van uw account. Wij kunnen u vragen uw identiteit te bevestigen en reageren binnen een maand; bij een complex verzoek kunnen wij deze termijn met ten hoogste twee maanden verlengen, en dan laten wij u weten waarom. Het uitoefenen van uw rechten is kosteloos.',
        },
        {
          kind: 'paragraph',
          text: 'U hebt ook het recht een klacht in te dienen bij de toezichthoudende autoriteit voor gegevensbescherming in het land waar u woont of werkt, of waar volgens u inbreuk op uw rechten is gemaakt. Wij stellen het op prijs als u ons eerst de gelegenheid geeft uw zorg weg te nemen.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Kinderen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk is een professionele dienst en is niet op kinderen gericht. U moet ten minste 16 jaar oud zijn om een account aan te maken. Wij verzamelen niet bewust persoonsgegevens van kinderen; denkt u dat een kind ons persoonsgegevens heeft verstrekt, schrijf dan naar privacy@roomwalk.example, dan verwijderen wij die gegevens.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen in dit beleid',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij kunnen dit beleid bijwerken wanneer onze dienst of de wet verandert. De datum boven aan deze pagina geeft aan wanneer het voor het laatst is gewijzigd. Als een wijziging wezenlijke gevolgen heeft voor de manier waarop wij uw persoonsgegevens gebruiken, laten wij u dat per e-mail of in de applicatie weten voordat de wijziging ingaat.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Voor vragen over dit beleid of over uw persoonsgegevens, of om uw rechten uit te oefenen, kunt u schrijven naar privacy@roomwalk.example. Voor vragen over onze Gebruiksvoorwaarden kunt u schrijven naar legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Gebruiksvoorwaarden',
  lastUpdated: '2026-11-22',
  intro: [
    'Deze Gebruiksvoorwaarden (de “Voorwaarden”) zijn van toepassing op uw toegang tot en gebruik van Roomwalk, een onlinedienst voor het maken, hosten en delen van virtuele rondleidingen in 3D en augmented reality. Ze vormen een bindende overeenkomst tussen u en Roomwalk (“Roomwalk”, “wij”, “ons”).',
    'Door een account aan te maken, een abonnement af te sluiten of Roomwalk op een andere manier te gebruiken, aanvaardt u deze Voorwaarden. Gebruikt u Roomwalk namens een organisatie, dan aanvaardt u ze namens die organisatie en bevestigt u dat u daartoe bevoegd bent; “u” verwijst dan zowel naar uzelf als naar die organisatie. Als u deze Voorwaarden niet aanvaardt, mag u Roomwalk niet gebruiken.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'De dienst',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk zet scans die met een smartphone zijn gemaakt en geüploade CAD-bestanden om in virtuele 3D-rondleidingen die in een webbrowser kunnen worden doorlopen, met augmented reality in de ruimte kunnen worden geplaatst en met ingebouwde indoornavigatie kunnen worden verkend. Uploads worden automatisch in de cloud verwerkt en rondleidingen worden in de meeste gevallen binnen ongeveer 24 uur geleverd; CAD-rondleidingen zijn meestal sneller klaar. Deze termijnen zijn schattingen, geen garanties.',
        },
        {
          kind: 'paragraph',
          text: 'Sommige functies zijn afhankelijk van uw apparaat: voor augmented reality hebt u bijvoorbeeld een telefoon of tablet en een browser nodig die dit ondersteunen. De functies en credits die bij elk abonnement horen, staan op onze prijspagina.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts en beveiliging',
      blocks: [
        {
          kind: 'list',
          items: [
            'Om een account aan te maken, moet u ten minste 18 jaar oud zijn, of meerderjarig volgens het recht van uw woonland als die leeftijd hoger ligt, en bevoegd zijn een bindende overeenkomst aan te gaan.',
            'Verstrek bij uw registratie juiste gegevens en houd deze actueel, met name uw e-mailadres, dat wij gebruiken voor het opnieuw instellen van uw wachtwoord en voor belangrijke mededelingen.',
            'Houd uw wachtwoord geheim en deel uw account niet met anderen. Wij raden u aan tweestapsverificatie in te schakelen. Bij een Office-abonnement gebruikt elk lid een eigen account.',
            'U bent verantwoordelijk voor alles wat met uw account gebeurt. Vermoedt u dat iemand anders uw account heeft gebruikt, wijzig dan uw wachtwoord, log uw andere sessies uit via uw instellingen en meld het ons via legal@roomwalk.example.',
            'Ter bescherming van accounts kunnen wij het inloggen na herhaalde mislukte pogingen tijdelijk pauzeren, en kunnen wij u op elk moment vragen opnieuw in te loggen.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Abonnementen en facturering',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk wordt verkocht op abonnementsbasis. De abonnementen die wij momenteel aanbieden zijn Agent en Office, met maandelijkse of jaarlijkse facturering, en Hotel, met jaarlijkse facturering. Elk abonnement omvat een aantal credits, zoals beschreven op onze prijspagina op het moment dat u het abonnement afsluit. Prijzen worden getoond exclusief de belastingen die in uw land gelden; die worden bij het afrekenen toegevoegd.',
        },
        {
          kind: 'list',
          items: [
            'Automatische verlenging: uw abonnement wordt aan het einde van elke factuurperiode automatisch verlengd met een periode van dezelfde duur, en wij brengen het bedrag in rekening via de betaalmethode die u hebt opgegeven, totdat u opzegt.',
            'Jaarlijkse facturering: een jaarabonnement wordt voor twaalf maanden vooruitbetaald en kost minder dan twaalf maandbetalingen; de besparing staat op onze prijspagina.',
            'Prijswijzigingen: wij kunnen de prijs van een abonnement wijzigen. Wij laten u dat ten minste 30 dagen voordat een nieuwe prijs voor u gaat gelden weten, en de nieuwe prijs geldt pas vanaf uw volgende verlenging; gaat u niet akkoord, dan kunt u vóór dat moment opzeggen.',
            'Mislukte betalingen: als een betaling mislukt, proberen wij het opnieuw en stellen wij u op de hoogte. Is de betaling na 14 dagen nog steeds niet voldaan, dan kan uw abonnement eindigen en worden uw rondleidingen gepauzeerd zoals beschreven in “Als een abonnement eindigt”.',
          ],
        },
      ],
    },
    {
      id: 'credits',
      heading: 'Credits',
      blocks: [
        {
          kind: 'list',
          items: [
            'Met één credit maakt u één rondleiding. Een credit wordt verbruikt wanneer u een scan of CAD-bestand ter verwerking indient.',
            'Als wij van uw upload geen rondleiding kunnen maken, bijvoorbeeld omdat het bestand beschadigd of de scan onvolledig is, storten wij de credit terug op uw saldo.',
            'Credits die u niet gebruikt, blijven bewaard gedurende de periode die in uw abonnement is vermeld (bijvoorbeeld tot drie maanden bij het Agent-abonnement) en vervallen daarna. De credits van een Office-abonnement worden door de leden gedeeld.',
            'Credits hebben geen geldwaarde, kunnen niet worden overgedragen naar een ander account of worden ingewisseld voor geld, en worden na gebruik nooit terugbetaald.',
            'Credits die over zijn wanneer uw abonnement eindigt, blijven op uw account staan tot het moment waarop ze anders zouden vervallen, en u kunt ze weer gebruiken als u vóór dat moment opnieuw een abonnement afsluit.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Abonnementswijzigingen, opzegging en terugbetaling',
      blocks: [
        {
          kind: 'list',
          items: [
            'Upgraden: als u overstapt op een hoger abonnement, gaat de wijziging direct in. Wij brengen het prijsverschil voor de rest van de lopende factuurperiode per dag naar rato in rekening en voegen de extra credits van het nieuwe abonnement aan uw saldo toe.',
            'Downgraden en wijzigen van de factuurperiode: deze wijzigingen gaan in aan het begin van uw volgende factuurperiode; tot dan loopt uw huidige abonnement door.',
            'Opzeggen: u kunt op elk moment opzeggen via uw dashboard. De opzegging gaat in aan het einde van de lopende factuurperiode: tot dan behoudt u volledige toegang, inclusief de hosting van uw rondleidingen en uw ongebruikte credits, en wordt er niets meer in rekening gebracht.',
            'Terugbetalingen: betalingen voor een factuurperiode die al is begonnen, worden niet geheel of gedeeltelijk terugbetaald, en gebruikte credits worden nooit terugbetaald. Als wij uw abonnement zonder gegronde reden beëindigen, of als u Roomwalk door een storing aan onze kant niet kunt gebruiken, betalen wij het bedrag voor het ongebruikte deel van de periode naar rato terug.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bent u consument en geeft het recht van uw land u de mogelijkheid een online gesloten overeenkomst te herroepen, dan kunt u dat recht binnen de wettelijke termijn uitoefenen door te schrijven naar legal@roomwalk.example. Als u ons hebt gevraagd al binnen die termijn met de dienstverlening te beginnen, mogen wij een bedrag inhouden dat in verhouding staat tot wat al is geleverd, inclusief de credits die u hebt gebruikt.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'Als een abonnement eindigt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij hosten uw rondleidingen zolang uw abonnement actief is, zonder limiet op het aantal bewaarde rondleidingen. Wanneer uw abonnement eindigt, omdat u het hebt opgezegd of omdat een betaling is mislukt, worden uw rondleidingen gepauzeerd en niet verwijderd: hun links en ingesloten versies tonen dat de rondleiding niet beschikbaar is, terwijl u wel kunt blijven inloggen, uw rondleidingen kunt bekijken en de bestanden die u hebt geüpload kunt downloaden. Zodra u opnieuw een abonnement afsluit, zijn uw gepauzeerde rondleidingen weer beschikbaar via dezelfde links.',
        },
        {
          kind: 'paragraph',
          text: 'Wilt u dat uw rondleidingen worden verwijderd, verwijder ze dan in uw dashboard of hef uw account op. In ons Privacybeleid leest u hoe lang het verwijderen duurt.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Aanvaardbaar gebruik',
      blocks: [
        {
          kind: 'paragraph',
          text: 'U verbindt zich ertoe Roomwalk op een rechtmatige en verantwoorde manier te gebruiken. U mag met name niet:',
        },
        {
          kind: 'list',
          items: [
            'een plaats scannen, fotograferen of uploaden, tenzij u daarvan eigenaar bent of toestemming hebt van de eigenaar of gebruiker en, waar de wet dat vereist, van iedere persoon die in het resultaat herkenbaar is;',
            'besloten ruimtes heimelijk vastleggen, of rondleidingen gebruiken om iemand te stalken, lastig te vallen, te bespieden of in gevaar te brengen;',
            'inhoud uploaden of publiceren die onrechtmatig is, die inbreuk maakt op de intellectuele-eigendomsrechten of de privacy van anderen, die lasterlijk, haatzaaiend, gewelddadig of seksueel expliciet is, of die mensen misleidt over een pand, bijvoorbeeld door gebreken te verbergen die u moet melden;',
            'malware uploaden, of inhoud die bedoeld is om apparaten te beschadigen of beveiligingsmaatregelen te omzeilen;',
            'de dienst of de viewer voor rondleidingen reverse-engineeren, decompileren of disassembleren, of proberen de broncode ervan te achterhalen, behalve voor zover de wet dat ondanks deze beperking uitdrukkelijk toestaat;',
            'de beveiliging van de dienst zonder onze schriftelijke toestemming aftasten, scannen of testen, de werking ervan verstoren of de dienst onredelijk zwaar belasten, onder meer door geautomatiseerd scrapen;',
            'uw account delen, de dienst of de toegang daartoe doorverkopen, of de dienst gebruiken om een concurrerend product te bouwen;',
            'de dienst gebruiken in strijd met wet- en regelgeving inzake exportcontrole of sancties.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Wij mogen inhoud verwijderen of ontoegankelijk maken die deze regels schendt of die wij op grond van de wet moeten verwijderen, en wij laten u dat weten, tenzij de wet of een onderzoek dat verhindert.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Uw inhoud',
      blocks: [
        {
          kind: 'paragraph',
          text: 'U blijft eigenaar van de scans, bestanden, afbeeldingen, teksten en andere inhoud die u uploadt (“uw inhoud”) en van de rondleidingen die daarvan worden gemaakt.',
        },
        {
          kind: 'paragraph',
          text: 'U verleent Roomwalk een wereldwijde, niet-exclusieve, royaltyvrije licentie om uw inhoud te hosten, op te slaan, te kopiëren, te verwerken, aan te passen (bijvoorbeeld door een scan om te zetten in een 3D-model, de bestandsgrootte te verkleinen of er objecten in te herkennen) en weer te geven, uitsluitend voor zover dat nodig is om de dienst aan u te leveren en te beveiligen en om uw rondleidingen te tonen aan de mensen met wie u ze deelt. Deze licentie eindigt wanneer uw inhoud uit onze systemen is verwijderd, met uitzondering van back-ups die in de normale gang van zaken worden overschreven.',
        },
        {
          kind: 'paragraph',
          text: 'U verklaart dat u over alle rechten beschikt die nodig zijn om deze licentie te verlenen, en dat uw inhoud, en ons gebruik daarvan zoals beschreven in deze Voorwaarden, geen inbreuk maakt op rechten van anderen en geen wet schendt.',
        },
        {
          kind: 'paragraph',
          text: 'Wij gebruiken uw inhoud niet zonder uw toestemming om Roomwalk te promoten, bijvoorbeeld als voorbeeld op onze website.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Openbare en ingesloten rondleidingen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'U bepaalt zelf of u een rondleiding publiceert. Een gepubliceerde rondleiding kan zonder account worden bekeken door iedereen die de link heeft of een website bezoekt waarop de rondleiding is ingesloten. U bent verantwoordelijk voor wat een gepubliceerde rondleiding laat zien en voor de websites waarop u haar insluit. U kunt de publicatie van een rondleiding op elk moment intrekken; de link en alle ingesloten versies werken dan niet meer.',
        },
        {
          kind: 'paragraph',
          text: 'Bezoekers van een openbare rondleiding mogen deze alleen bekijken. Zij mogen de inhoud niet zonder uw toestemming downloaden, kopiëren of opnieuw publiceren, en deze Voorwaarden zijn op hen van toepassing voor zover zij Roomwalk gebruiken.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Onze intellectuele eigendom',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk en de bijbehorende software, viewer voor rondleidingen, ontwerpen, logo’s en documentatie zijn eigendom van Roomwalk of haar licentiegevers en worden beschermd door de wetgeving inzake intellectuele eigendom. Zolang uw account in orde is, verlenen wij u een persoonlijke, niet-exclusieve, niet-overdraagbare licentie om de dienst te gebruiken in overeenstemming met deze Voorwaarden. Afgezien van die licentie en uw rechten op uw eigen inhoud geven deze Voorwaarden u geen rechten op Roomwalk of haar merken.',
        },
        {
          kind: 'paragraph',
          text: 'Als u ons feedback of suggesties stuurt, mogen wij die vrij gebruiken, zonder enige verplichting jegens u.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Woningportalen en andere diensten van derden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Op onze website worden woningportalen en andere websites genoemd waarop Roomwalk-rondleidingen kunnen worden getoond. Deze namen zijn merken van hun respectieve eigenaren. Dat wij ze noemen, betekent alleen dat een link of insluitcode van een Roomwalk-rondleiding technisch met hen compatibel is; het betekent niet dat zij Roomwalk onderschrijven of sponsoren of aan Roomwalk gelieerd zijn, of dat wij hun partner zijn.',
        },
        {
          kind: 'paragraph',
          text: 'Wanneer u een rondleiding publiceert op een portaal of website van een derde, zijn op dat gebruik de eigen voorwaarden en het eigen beleid van dat portaal van toepassing. Wij zijn niet verantwoordelijk voor diensten van derden, hun beschikbaarheid of wijzigingen die zij doorvoeren en die van invloed zijn op de manier waarop rondleidingen worden getoond.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Beschikbaarheid en wijzigingen van de dienst',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij spannen ons in om Roomwalk altijd beschikbaar te houden, maar wij garanderen geen ononderbroken of foutloze werking. De dienst kan onbeschikbaar zijn tijdens onderhoud, dat wij zo veel mogelijk op rustige momenten inplannen en vooraf aankondigen, of door gebeurtenissen buiten onze redelijke invloed, zoals storingen bij netwerken of leveranciers, aanvallen of natuurrampen.',
        },
        {
          kind: 'paragraph',
          text: 'Wij blijven Roomwalk verbeteren en kunnen functies toevoegen, wijzigen of verwijderen. Als wij een functie verwijderen die een wezenlijk onderdeel is van uw betaalde abonnement, laten wij u dat vooraf weten; wilt u dan niet verder, dan kunt u opzeggen en ontvangt u een terugbetaling naar rato voor de rest van uw factuurperiode.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Uitsluiting van garanties',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Rondleidingen zijn digitale weergaven die automatisch worden gemaakt op basis van uw scans en bestanden. Afmetingen, plattegronden, herkende objecten en navigatieroutes zijn bij benadering en kunnen fouten bevatten; het zijn geen opmetingen, en u mag er zonder onafhankelijke controle niet op vertrouwen bij beslissingen over bouw, taxatie, juridische zaken of veiligheid.',
        },
        {
          kind: 'paragraph',
          text: 'Behalve voor zover uitdrukkelijk in deze Voorwaarden vermeld, en voor zover de wet dat toestaat, wordt de dienst geleverd “in de huidige staat” en “zoals beschikbaar”, zonder enige uitdrukkelijke of stilzwijgende garantie, waaronder stilzwijgende garanties van verkoopbaarheid, geschiktheid voor een bepaald doel en het niet maken van inbreuk op rechten van derden. Niets in deze Voorwaarden sluit garanties uit die volgens de wet niet mogen worden uitgesloten, waaronder garanties die consumenten beschermen.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Beperking van aansprakelijkheid',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Voor zover de wet dat toestaat, is Roomwalk niet aansprakelijk voor indirecte schade, incidentele schade, bijzondere schade of gevolgschade, of voor gederfde winst, gemiste omzet, verlies van zakelijke kansen, goodwill of gegevens, die voortvloeien uit of verband houden met deze Voorwaarden of de dienst, ook niet als wij op de mogelijkheid van dergelijke schade zijn gewezen.',
        },
        {
          kind: 'paragraph',
          text: 'Voor zover de wet dat toestaat, is de totale aansprakelijkheid van Roomwalk voor alle vorderingen die voortvloeien uit of verband houden met deze Voorwaarden of de dienst beperkt tot het bedrag dat u ons voor de dienst hebt betaald in de twaalf maanden voorafgaand aan de gebeurtenis die tot de vordering heeft geleid.',
        },
        {
          kind: 'paragraph',
          text: 'Deze beperkingen gelden niet voor aansprakelijkheid die volgens de wet niet mag worden beperkt of uitgesloten, zoals aansprakelijkheid voor overlijden of letsel door nalatigheid, of voor fraude, opzet of grove schuld.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Vrijwaring',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Als u Roomwalk voor zakelijke doeleinden gebruikt, verdedigt en vrijwaart u Roomwalk, haar medewerkers en haar leveranciers tegen alle vorderingen, verliezen, schade en kosten, waaronder redelijke advocaatkosten, die voortvloeien uit uw inhoud, uit uw gebruik van de dienst in strijd met deze Voorwaarden of uit uw inbreuk op rechten van anderen, bijvoorbeeld wanneer een plaats zonder toestemming is gescand. Wij stellen u onverwijld op de hoogte van een dergelijke vordering en geven u de gelegenheid aan de verdediging deel te nemen.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Opschorting en beëindiging',
      blocks: [
        {
          kind: 'paragraph',
          text: 'U kunt op elk moment stoppen met het gebruik van Roomwalk en uw account opheffen via uw instellingen of door te schrijven naar legal@roomwalk.example. Met het opheffen van uw account eindigt een eventueel abonnement aan het einde van de lopende factuurperiode, waarna uw inhoud wordt verwijderd zoals beschreven in ons Privacybeleid.',
        },
        {
          kind: 'paragraph',
          text: 'Wij kunnen uw account opschorten of opheffen, of de publicatie van rondleidingen intrekken, als u deze Voorwaarden ernstig of herhaaldelijk schendt, als u niet betaalt, als de wet dat vereist of als uw gebruik een risico vormt voor andere gebruikers, de dienst of derden. Waar dat redelijk is, waarschuwen wij u eerst, vertellen wij u de reden en geven wij u de gelegenheid de situatie te herstellen. Als wij uw account zonder gegronde reden opheffen, doen wij dat met een opzegtermijn van ten minste 30 dagen en betalen wij het bedrag voor een betaalde maar ongebruikte periode naar rato terug.',
        },
        {
          kind: 'paragraph',
          text: 'De bepalingen van deze Voorwaarden die naar hun aard na beëindiging moeten blijven gelden, zoals die over intellectuele eigendom, uitsluiting van garanties, beperking van aansprakelijkheid, vrijwaring en toepasselijk recht, blijven van kracht.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Toepasselijk recht en geschillen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Op deze Voorwaarden en op elk geschil dat voortvloeit uit of verband houdt met deze Voorwaarden of de dienst, is het recht van toepassing van het land waar de exploitatievennootschap van Roomwalk is ingeschreven, met uitsluiting van de verwijzingsregels van het internationaal privaatrecht van dat land, en de rechter van dat land is bevoegd van dergelijke geschillen kennis te nemen.',
        },
        {
          kind: 'paragraph',
          text: 'Als u consument bent, behoudt u daarnaast de bescherming van het dwingende recht van het land waar u woont, en kunt u een procedure aanhangig maken bij de rechter van dat land. Schrijf ons voordat u een procedure start alstublieft eerst via legal@roomwalk.example, zodat wij kunnen proberen de kwestie in onderling overleg op te lossen.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Wijzigingen in deze Voorwaarden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wij kunnen deze Voorwaarden bijwerken, bijvoorbeeld wanneer wij onze abonnementen of functies wijzigen of wanneer de wet verandert. Wezenlijke wijzigingen maken wij ten minste 30 dagen voordat ze ingaan per e-mail of in de applicatie aan u bekend. Als u niet akkoord gaat met een wijziging, kunt u uw abonnement opzeggen voordat de wijziging ingaat; als u Roomwalk daarna blijft gebruiken, aanvaardt u de bijgewerkte Voorwaarden. De datum boven aan deze pagina geeft aan wanneer deze Voorwaarden voor het laatst zijn gewijzigd.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'Algemeen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Volledige overeenkomst: deze Voorwaarden vormen, samen met ons Privacybeleid en de abonnementsgegevens die u bij het afsluiten te zien kreeg, de volledige overeenkomst tussen u en Roomwalk over de dienst.',
            'Partiële nietigheid: als een rechter oordeelt dat een deel van deze Voorwaarden niet afdwingbaar is, blijft de rest van kracht.',
            'Geen afstand van recht: als wij een recht niet direct uitoefenen, doen wij daarmee geen afstand van dat recht.',
            'Overdracht: u mag uw rechten uit deze Voorwaarden niet zonder onze toestemming overdragen. Wij mogen onze rechten overdragen aan een onderneming die onze activiteiten overneemt; deze Voorwaarden blijven u dan beschermen.',
            'Taal: deze Voorwaarden zijn in meerdere talen beschikbaar. Bij verschillen tussen de versies prevaleert de Engelse versie, tenzij het recht van uw land anders bepaalt.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Vragen over deze Voorwaarden kunt u sturen naar legal@roomwalk.example. Voor vragen over persoonsgegevens kunt u schrijven naar privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
