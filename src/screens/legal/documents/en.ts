/**
 * Roomwalk's Privacy Policy and Terms of Service in English: the source of every translation.
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
  title: 'Privacy Policy',
  lastUpdated: '2026-11-22',
  intro: [
    'This Privacy Policy explains how Roomwalk (“Roomwalk”, “we”, “us”) collects, uses, shares and protects personal data when you visit our website, create an account, capture or upload spaces, and share 3D and augmented-reality tours with others.',
    'Each section says what we do, why we do it and what choices you have. If anything is unclear, write to privacy@roomwalk.example.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk provides an online service that turns phone scans and uploaded CAD files into virtual 3D tours of properties and venues, which can be walked through in a browser, placed in augmented reality on a phone and shared by a link or an embed code.',
        },
        {
          kind: 'paragraph',
          text: 'For the personal data described in this policy (your account, your subscription, your messages to us and the way you use the website), Roomwalk is the controller. You can reach us about anything in this policy at privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'What this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This policy applies to the Roomwalk website, the Roomwalk web application and the pages on which tours are shown, including tours embedded in other websites. It does not apply to websites or listing portals run by others, even when they display a Roomwalk tour; their own privacy policies apply there.',
        },
        {
          kind: 'paragraph',
          text: 'When you capture or upload a space, the tour may contain personal data about other people, for example a face in a photograph on a wall or a name on a letter left on a desk. How we handle that content is described in the section “Your tours and the people in them”.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what we need to run the service. Depending on how you use Roomwalk, this includes:',
        },
        {
          kind: 'list',
          items: [
            'Account data: your first and last name, your e-mail address, your password (which we store only as a hash), your role in the service and, if you turn it on, the secret used for two-factor authentication.',
            'Profile and organisation data: the details you add when you complete your profile, such as your company and industry, and the members of an Office plan.',
            'Subscription and billing data: your plan, billing period, credit balance and credit history, invoices, and the billing name and address you give us. Card details are entered with and kept by our payment provider; we see only the card type, the last four digits and the expiry date.',
            'Tour content: the scans, photographs, videos, CAD files and other files you upload, the 3D models, floor plans and navigation data we produce from them, and the titles, descriptions, annotations and starting positions you add.',
            'Security and session data: the sessions signed in to your account, with the type of browser and operating system and the IP address of each, failed sign-in attempts, and the times of sign-ins, password changes and other security events.',
            'Contact requests: the first and last name, e-mail address, industry, number of tours you have in mind and message you send us through the contact form.',
            'Usage and technical data: the pages requested, the time and result of each request, tour view counts, and the statistics described in “Error reporting and technical statistics”.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not ask for special categories of personal data, such as information about health or religious beliefs, and we ask you not to put them in tours, annotations or messages.',
        },
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data and why',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use personal data for the following purposes, each with a legal basis under data-protection laws such as the EU and UK General Data Protection Regulation (GDPR):',
        },
        {
          kind: 'list',
          items: [
            'To provide the service you signed up for: creating your account and signing you in, processing your uploads into tours, hosting and showing your tours, keeping your credit balance and answering support questions. Legal basis: performance of our contract with you.',
            'To bill your subscription, keep accounting records and meet tax obligations. Legal basis: performance of our contract and compliance with legal obligations.',
            'To keep accounts and the service secure: detecting unusual sign-ins, limiting repeated failed attempts, protecting against forged requests and investigating abuse. Legal basis: our legitimate interest in a secure service, which is also in your interest.',
            'To find and fix errors and to improve performance, using error reports and technical statistics. Legal basis: our legitimate interest in a reliable service.',
            'To answer contact requests and, if you ask us to, to show you how Roomwalk could work for your business. Legal basis: steps taken at your request before entering into a contract, and our legitimate interest in answering enquiries.',
            'To send service e-mails such as password reset links, security notices, receipts and notices of changes to our terms or this policy. Legal basis: performance of our contract and our legitimate interest in keeping you informed.',
            'To send news about Roomwalk, only if you have agreed to receive it. Legal basis: your consent, which you can withdraw at any time with the unsubscribe link in every such e-mail.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell personal data, we do not use it for advertising, and we do not make decisions about you based solely on automated processing that have legal or similarly significant effects. The automatic detection of objects, walls and floors in your scans describes the space, not you.',
        },
      ],
    },
    {
      id: 'tour-content',
      heading: 'Your tours and the people in them',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you capture a space, you decide what is in it. Scans and photographs can show people, family photographs, documents, number plates or the inside of someone’s home. Before you capture or upload a space, make sure that you have the right to do so and that the people who live or work there know about it, and remove or cover personal items that should not be shown.',
        },
        {
          kind: 'paragraph',
          text: 'For personal data contained in the content you upload, you (or the organisation you work for) decide why and how it is used, and we process it on your behalf as your processor. We use that content only to produce, store, show and deliver your tours and to keep the service working, never for our own purposes. Business customers who need a data processing agreement can request ours at privacy@roomwalk.example.',
        },
        {
          kind: 'paragraph',
          text: 'If you appear in a tour that someone else has published and want something removed, please ask the owner of the tour first. If that does not help, write to privacy@roomwalk.example with the link to the tour and we will help.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Tours you share publicly',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A tour you publish can be opened by anyone who has its link and by anyone who visits a website on which you embed it. Everything visible in a published tour, including its title, description and annotations, is therefore visible to the public. You can unpublish or delete a tour at any time in your dashboard; copies that others have saved, or that search engines have stored, are outside our control.',
        },
        {
          kind: 'paragraph',
          text: 'When someone views a public tour, we count the view and our servers record the technical data needed to deliver it, such as the IP address and browser type. We do not try to identify visitors and we do not place tracking cookies on their devices.',
        },
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk uses only the cookies and browser storage that are strictly necessary to provide the service you ask for. Because they are strictly necessary, they do not need your consent, and we use no advertising, analytics or social-media cookies. They are:',
        },
        {
          kind: 'list',
          items: [
            'Refresh-token cookie: keeps you signed in by letting your browser obtain a new short-lived access token. Scripts cannot read it, it is sent only to our own site, and it expires after 30 days or when you sign out.',
            'Anti-forgery cookie: a random, signed value that proves a request really comes from our application, protecting you against cross-site request forgery.',
            'Session data in local storage: your access token, its expiry and a copy of your basic user record, encrypted in your browser with a key that lasts only for the browser session, so that the application knows you are signed in. It is deleted when you sign out.',
            'Sign-in protection in local storage: a count of recent failed sign-in attempts for each e-mail address, used to pause sign-ins after five failures within 15 minutes.',
            'Language in local storage: the language you chose, so that the website appears in it on your next visit.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can delete cookies and local storage in your browser settings at any time. If you block them, you can still read the public pages and view public tours, but you will not be able to sign in.',
        },
      ],
    },
    {
      id: 'error-reporting',
      heading: 'Error reporting and technical statistics',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When error reporting is enabled in our production service, the application sends reports of errors to Sentry, an error-monitoring service. A report contains the error message and where in the code it happened, the address of the page (with sign-in tokens and keys removed), the browser and operating system, the steps that led to the error and, if you are signed in, your user ID, e-mail address and user name, so that we can help you if the error affected you. Sentry also measures how quickly pages load and counts browser sessions, which tells us whether a new release is stable.',
        },
        {
          kind: 'paragraph',
          text: 'While you use the application, it also sends us technical statistics every few minutes: the number of requests, how many were answered from a cache, response times and sizes, grouped by type of resource, together with a random identifier of the browser session. These statistics contain no tour content, no form entries and no passwords.',
        },
      ],
    },
    {
      id: 'emails',
      heading: 'E-mails we send',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use your e-mail address to send you the messages the service needs: a link to reset your password when you ask for one (valid for one hour), confirmations of security changes such as turning two-factor authentication on or off, receipts, notices about your subscription and credits, and notices of important changes to our terms or this policy. You cannot opt out of these messages while you have an account, because they are part of the service.',
        },
        {
          kind: 'paragraph',
          text: 'We send news and product updates only if you have agreed to receive them, and every such e-mail contains an unsubscribe link.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal data only with service providers that help us run Roomwalk, under written contracts that require them to process it only on our instructions, to keep it confidential and to protect it. They are:',
        },
        {
          kind: 'list',
          items: [
            'cloud hosting and storage providers, which run our servers and databases and store uploads and tours;',
            'cloud computing providers with graphics processors, which turn scans and CAD files into tours;',
            'a payment service provider, which processes subscription payments and keeps card details;',
            'an e-mail delivery provider, which sends password reset links and other service e-mails;',
            'Sentry, which receives error reports when error reporting is enabled.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We also disclose personal data when the law requires it, for example in answer to a valid court order; when it is necessary to protect the rights, safety or property of our users, the public or Roomwalk; or to a buyer or successor if Roomwalk’s business is sold or reorganised, in which case this policy continues to apply to your data.',
        },
        {
          kind: 'paragraph',
          text: 'A current list of our service providers and their locations is available on request from privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our service providers may process data in countries other than yours, including countries whose data-protection laws differ from those where you live. When we transfer personal data out of the European Economic Area, the United Kingdom or Switzerland, we do so only to countries recognised as providing adequate protection, or under the standard contractual clauses approved by the European Commission and their UK equivalent, with additional safeguards where needed. You can ask us for a copy of these safeguards.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account and profile data: for as long as your account exists; it is deleted within 30 days after you close your account.',
            'Tours and uploads: for as long as your account exists. If your subscription lapses, your tours are paused, not deleted, so that you can bring them back by subscribing again. Tours you delete, and all tours of a closed account, are removed within 30 days, and copies in our backups are overwritten within a further 35 days.',
            'Billing records and invoices: for as long as tax and accounting laws require, usually up to ten years.',
            'Sessions and security events: while a session is active and for up to 90 days after it ends; failed sign-in attempts for up to 30 days.',
            'Contact requests: for up to 24 months after our last exchange with you, unless you become a customer, in which case they become part of your account records.',
            'Error reports: for up to 90 days. Server logs and technical statistics: for up to 30 days, after which we keep only totals that no longer identify anyone.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We keep data longer only when the law requires it or when it is needed to establish, exercise or defend a legal claim, and only for as long as that need lasts.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect personal data with technical and organisational measures suited to the risk, including:',
        },
        {
          kind: 'list',
          items: [
            'Encryption in transit: all traffic between your browser and Roomwalk uses HTTPS (TLS).',
            'Hashed passwords: we never store your password itself, only a salted hash made with a deliberately slow algorithm (scrypt), from which the password cannot be read back.',
            'Two-factor authentication: you can require a code from an authenticator app in addition to your password.',
            'Session control: you can see every device signed in to your account and sign any of them out, and changing your password signs them all out.',
            'Protection against guessing: sign-ins are paused after five failed attempts within 15 minutes, and repeated requests are rate-limited.',
            'Protection against forged requests and harmful content: every request that changes data must carry a signed anti-forgery token, and text you enter is always shown as text, never run as code.',
            'Encrypted session storage in your browser, access to production systems only for staff who need it, regular backups, and regular reviews of these measures.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is perfectly secure. If a personal data breach is likely to put your rights at risk, we will inform you and the competent authority as the law requires. Please report any security concern to privacy@roomwalk.example.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you have the following rights over your personal data:',
        },
        {
          kind: 'list',
          items: [
            'Access: to know whether we process your data and to receive a copy of it.',
            'Rectification: to have inaccurate data corrected; you can change most account details yourself in your settings.',
            'Erasure: to have your data deleted, for example by closing your account, unless we must keep it for a legal reason.',
            'Restriction: to have us stop using your data, except for storing it, while a question about it is being resolved.',
            'Portability: to receive the data you gave us in a structured, commonly used and machine-readable format, and to have it sent to another provider where this is technically feasible.',
            'Objection: to object at any time to processing based on our legitimate interests, and to any direct marketing.',
            'Withdrawal of consent: where we rely on your consent, to withdraw it at any time, without affecting what was done before.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To exercise a right, write to privacy@roomwalk.example from the e-mail address of your account. We may ask you to confirm your identity, and we will answer within one month; if a request is complex, we may extend this by up to two further months and will tell you why. Exercising your rights is free of charge.',
        },
        {
          kind: 'paragraph',
          text: 'You also have the right to lodge a complaint with the data-protection authority of the country where you live or work, or where you believe your rights were infringed. We would appreciate the chance to address your concern first.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk is a professional service and is not directed at children. You must be at least 16 years old to create an account. We do not knowingly collect personal data from children; if you believe that a child has given us personal data, write to privacy@roomwalk.example and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy when our service or the law changes. The date at the top of this page shows when it was last changed. If a change materially affects how we use your personal data, we will tell you by e-mail or in the application before it takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about this policy or your personal data, or to exercise your rights, write to privacy@roomwalk.example. For questions about our Terms of Service, write to legal@roomwalk.example.',
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-22',
  intro: [
    'These Terms of Service (“Terms”) govern your access to and use of Roomwalk, an online service for creating, hosting and sharing virtual 3D and augmented-reality tours. They are a binding agreement between you and Roomwalk (“Roomwalk”, “we”, “us”).',
    'By creating an account, buying a subscription or otherwise using Roomwalk, you accept these Terms. If you use Roomwalk for an organisation, you accept them on its behalf and confirm that you are authorised to do so; “you” then means both you and that organisation. If you do not accept these Terms, do not use Roomwalk.',
  ],
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk turns scans captured with a smartphone, and uploaded CAD files, into virtual 3D tours that can be walked through in a web browser, placed in augmented reality and explored with built-in indoor navigation. Uploads are processed automatically in the cloud, and tours are delivered within about 24 hours in most cases; CAD tours are usually faster. These times are estimates, not guarantees.',
        },
        {
          kind: 'paragraph',
          text: 'Some features depend on your device: augmented reality, for example, needs a phone or tablet and a browser that support it. The features and credits included in each plan are described on our pricing page.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and security',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be at least 18 years old, or the age of majority where you live if that is higher, and able to enter into a binding contract to create an account.',
            'Give accurate information when you register and keep it up to date, in particular your e-mail address, which we use for password resets and important notices.',
            'Keep your password secret and do not share your account. We recommend turning on two-factor authentication. On an Office plan, each member uses their own account.',
            'You are responsible for everything done with your account. If you suspect that someone else has used it, change your password, sign out your other sessions in your settings and tell us at legal@roomwalk.example.',
            'To protect accounts, we may pause sign-ins for a while after repeated failed attempts, and we may ask you to sign in again at any time.',
          ],
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions and billing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk is sold by subscription. The plans currently offered are Agent and Office, billed monthly or yearly, and Hotel, billed yearly. Each plan includes a number of credits, as described on our pricing page when you subscribe. Prices are shown without the taxes that apply where you live, which are added at checkout.',
        },
        {
          kind: 'list',
          items: [
            'Automatic renewal: your subscription renews automatically at the end of each billing period for a period of the same length, and we charge your payment method on file, until you cancel.',
            'Yearly billing: a yearly subscription is paid in advance for twelve months and costs less than twelve monthly payments; the saving is shown on our pricing page.',
            'Price changes: we may change the price of a plan. We will tell you at least 30 days before a new price applies to you, and it will apply only from your next renewal; if you do not agree, you can cancel before then.',
            'Failed payments: if a payment fails, we will try again and let you know. If it is still not made within 14 days, your subscription may end and your tours are paused as described in “When a subscription ends”.',
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
            'One credit creates one tour. A credit is used when you submit a scan or a CAD file for processing.',
            'If we cannot produce a tour from your upload, for example because the file is damaged or the scan is incomplete, we return the credit to your balance.',
            'Credits you do not use roll over for the period stated in your plan (for example, up to three months on the Agent plan) and then expire. The credits of an Office plan are shared by its members.',
            'Credits have no cash value, cannot be transferred to another account or exchanged for money, and are never refunded once used.',
            'Credits left when your subscription ends stay in your account until they would otherwise expire, and you can use them again if you subscribe again before then.',
          ],
        },
      ],
    },
    {
      id: 'changes-and-cancellation',
      heading: 'Plan changes, cancellation and refunds',
      blocks: [
        {
          kind: 'list',
          items: [
            'Upgrades: when you move to a higher plan, the change takes effect at once. We charge the difference in price for the rest of the current billing period, prorated by day, and add the extra credits of the new plan to your balance.',
            'Downgrades and changes of billing period: these take effect at the start of your next billing period; until then your current plan continues.',
            'Cancellation: you can cancel at any time in your dashboard. Cancellation takes effect at the end of the current billing period: until then you keep full access, including the hosting of your tours and your unused credits, and you are not charged again.',
            'Refunds: payments for a billing period that has already started are not refunded, in whole or in part, and used credits are never refunded. If we end your subscription without cause, or a failure on our side prevents you from using Roomwalk, we refund the prorated amount for the unused part of the period.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you are a consumer and the law of your country gives you a right to withdraw from an online contract, you can exercise it within the period that law sets by writing to legal@roomwalk.example. If you asked us to start providing the service during that period, we may deduct an amount in proportion to what was provided, including the credits you used.',
        },
      ],
    },
    {
      id: 'when-a-subscription-ends',
      heading: 'When a subscription ends',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We host your tours for as long as your subscription is active, with no limit on the number of tours kept. When your subscription ends, whether because you cancelled it or because a payment failed, your tours are paused, not deleted: their links and embeds show that the tour is unavailable, while you can still sign in, see your tours and download the files you uploaded. When you subscribe again, your paused tours are available again at the same links.',
        },
        {
          kind: 'paragraph',
          text: 'If you want your tours deleted, delete them in your dashboard or close your account. Our Privacy Policy explains how long deletion takes.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You agree to use Roomwalk lawfully and responsibly. In particular, you must not:',
        },
        {
          kind: 'list',
          items: [
            'scan, photograph or upload any place unless you own it or have the permission of its owner or occupier, and, where the law requires it, the consent of every person who can be identified in the result;',
            'capture private spaces secretly, or use tours to stalk, harass, watch or endanger anyone;',
            'upload or publish content that is unlawful, that infringes someone else’s intellectual property or privacy, that is defamatory, hateful, violent or sexually explicit, or that misleads people about a property, for example by hiding defects you are required to disclose;',
            'upload malware or content designed to harm devices or to get around security measures;',
            'reverse engineer, decompile or disassemble the service or its tour viewer, or try to extract its source code, except where the law expressly allows this despite this restriction;',
            'probe, scan or test the security of the service without our written permission, interfere with its operation, or place an unreasonable load on it, including by automated scraping;',
            'share your account, resell the service or access to it, or use it to build a competing product;',
            'use the service in breach of export-control or sanctions laws.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may remove or disable content that breaks these rules, or that the law requires us to remove, and we will tell you when we do so unless the law or an investigation prevents it.',
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You keep ownership of the scans, files, images, text and other content you upload (“your content”) and of the tours produced from them.',
        },
        {
          kind: 'paragraph',
          text: 'You give Roomwalk a worldwide, non-exclusive, royalty-free licence to host, store, copy, process, adapt (for example by converting a scan into a 3D model, reducing its size or detecting objects in it) and display your content, only as far as needed to provide and secure the service for you and to show your tours to the people you share them with. This licence ends when your content is deleted from our systems, except for backups that are overwritten in the normal course.',
        },
        {
          kind: 'paragraph',
          text: 'You confirm that you have all the rights needed to give this licence, and that your content, and our use of it as described in these Terms, does not infringe anyone’s rights or break any law.',
        },
        {
          kind: 'paragraph',
          text: 'We do not use your content to promote Roomwalk, for example as an example on our website, without your permission.',
        },
      ],
    },
    {
      id: 'public-tours',
      heading: 'Public tours and embeds',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You decide whether to publish a tour. A published tour can be viewed, without an account, by anyone who has its link or who visits a website where it is embedded. You are responsible for what a published tour shows and for the websites where you embed it. You can unpublish a tour at any time, which disables its link and its embeds.',
        },
        {
          kind: 'paragraph',
          text: 'Viewers of a public tour may use it only to view it. They may not download, copy or republish its content without your permission, and these Terms apply to them as far as they use Roomwalk.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Our intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roomwalk, its software, tour viewer, designs, logos and documentation belong to Roomwalk or its licensors and are protected by intellectual property laws. While your account is in good standing, we give you a personal, non-exclusive, non-transferable licence to use the service in line with these Terms. Apart from that licence and your rights in your own content, these Terms give you no rights in Roomwalk or its trademarks.',
        },
        {
          kind: 'paragraph',
          text: 'If you send us feedback or suggestions, we may use them freely and without any obligation to you.',
        },
      ],
    },
    {
      id: 'third-party-portals',
      heading: 'Listing portals and other third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website names listing portals and other websites on which Roomwalk tours can be shown. These names are trademarks of their owners. Naming them means only that a Roomwalk tour link or embed is technically compatible with them; it does not mean that they endorse, sponsor or are affiliated with Roomwalk, or that we are their partner.',
        },
        {
          kind: 'paragraph',
          text: 'When you publish a tour on a third-party portal or website, that portal’s own terms and policies apply to that use. We are not responsible for third-party services, their availability, or changes they make that affect how tours are shown.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes to the service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work to keep Roomwalk available at all times, but we do not promise uninterrupted or error-free operation. The service may be unavailable during maintenance, which we try to schedule at quiet times and to announce in advance, or because of events beyond our reasonable control, such as failures of networks or providers, attacks or natural disasters.',
        },
        {
          kind: 'paragraph',
          text: 'We keep improving Roomwalk and may add, change or remove features. If we remove a feature that is a material part of your paid plan, we will tell you in advance, and if you no longer want to continue, you may cancel and receive a prorated refund for the rest of your billing period.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tours are digital representations produced automatically from your scans and files. Measurements, floor plans, detected objects and navigation paths are approximate and may contain errors; they are not surveys and must not be relied on for construction, valuation, legal or safety decisions without independent checks.',
        },
        {
          kind: 'paragraph',
          text: 'Except as expressly stated in these Terms, and as far as the law allows, the service is provided “as is” and “as available”, without warranties of any kind, express or implied, including implied warranties of merchantability, fitness for a particular purpose and non-infringement. Nothing in these Terms excludes warranties or guarantees that the law does not allow to be excluded, including those that protect consumers.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'As far as the law allows, Roomwalk is not liable for any indirect, incidental, special or consequential loss, or for any loss of profits, revenue, business, goodwill or data, arising out of or related to these Terms or the service, even if we were told that such loss was possible.',
        },
        {
          kind: 'paragraph',
          text: 'As far as the law allows, Roomwalk’s total liability for all claims arising out of or related to these Terms or the service is limited to the amount you paid us for the service in the twelve months before the event that gave rise to the claim.',
        },
        {
          kind: 'paragraph',
          text: 'These limits do not apply to liability that the law does not allow to be limited or excluded, such as liability for death or personal injury caused by negligence, or for fraud, wilful misconduct or gross negligence.',
        },
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you use Roomwalk for business purposes, you will defend and indemnify Roomwalk, its staff and its providers against any claims, losses, damages and costs, including reasonable legal fees, that arise from your content, from your use of the service in breach of these Terms or from your infringement of anyone else’s rights, for example when a place was scanned without permission. We will tell you promptly about any such claim and let you take part in its defence.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Suspension and termination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may stop using Roomwalk and close your account at any time in your settings or by writing to legal@roomwalk.example. Closing your account ends any subscription at the end of the current billing period, and your content is then deleted as described in our Privacy Policy.',
        },
        {
          kind: 'paragraph',
          text: 'We may suspend or close your account, or unpublish tours, if you seriously or repeatedly break these Terms, if you do not pay, if the law requires it, or if your use creates a risk for other users, the service or third parties. Where reasonable, we will warn you first, tell you the reason and give you a chance to put things right. If we close your account without cause, we will give you at least 30 days’ notice and refund the prorated amount for any period you have paid for but not used.',
        },
        {
          kind: 'paragraph',
          text: 'The parts of these Terms that by their nature should continue after termination, such as those on intellectual property, disclaimers, limitation of liability, indemnity and governing law, continue to apply.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms, and any dispute arising out of or related to them or the service, are governed by the laws of the country where Roomwalk’s operating company is registered, without regard to its conflict-of-laws rules, and the courts of that country have jurisdiction over any such dispute.',
        },
        {
          kind: 'paragraph',
          text: 'If you are a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring proceedings in its courts. Before starting proceedings, please write to legal@roomwalk.example so that we can try to resolve the matter informally.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these Terms, for example when we change our plans or features or when the law changes. We will tell you about material changes by e-mail or in the application at least 30 days before they take effect. If you do not agree with a change, you can cancel your subscription before it takes effect; if you continue to use Roomwalk afterwards, you accept the updated Terms. The date at the top of this page shows when these Terms were last changed.',
        },
      ],
    },
    {
      id: 'general',
      heading: 'General',
      blocks: [
        {
          kind: 'list',
          items: [
            'Entire agreement: these Terms, together with our Privacy Policy and the plan details shown when you subscribed, are the whole agreement between you and Roomwalk about the service.',
            'Severability: if a court finds any part of these Terms unenforceable, the rest remains in effect.',
            'No waiver: if we do not enforce a right at once, we do not give it up.',
            'Assignment: you may not transfer your rights under these Terms without our consent. We may transfer ours to a company that takes over our business, and these Terms will continue to protect you.',
            'Language: these Terms are available in several languages. If the versions differ, the English version prevails, unless the law of your country requires otherwise.',
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
          text: 'Questions about these Terms can be sent to legal@roomwalk.example. For questions about personal data, write to privacy@roomwalk.example.',
        },
      ],
    },
  ],
};

const legalDocuments: LegalDocuments = { privacy, terms };

export default legalDocuments;
