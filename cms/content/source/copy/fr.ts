import type { SiteCopy } from "../types"

/** French: the site’s CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "Quels sont les délais de livraison ?",
      answer: [
        {
          p: "Tout dépend de la destination : notre [page Livraison](/shipping) indique le délai pour chaque pays. Les délais sont exprimés en jours ouvrés à compter de l’expédition :",
        },
        {
          ul: ["**Europe :** {{europeDays}}", "**Autres pays :** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "En combien de temps ma commande est-elle traitée ?",
      answer: [
        {
          p: "Chaque commande est traitée sous 24 heures. Les commandes passées un jour ouvré avant 14 h quittent notre entrepôt le jour même.",
        },
      ],
    },
    {
      question: "Dans quels pays livrez-vous ?",
      answer: [
        {
          p: "Nous livrons dans {{countriesShippedTo}}. La liste complète, avec les délais et les tarifs de chaque pays, se trouve sur notre page [Expédition et livraison](/shipping).",
        },
      ],
    },
    {
      question: "Combien coûte la livraison ?",
      answer: [
        {
          p: "Selon le pays de destination, les frais de port vont de 5,99 EUR (Allemagne) à 39,99 EUR. Dès {{freeShippingFrom}} d’achat, la livraison est **offerte**.",
        },
      ],
    },
    {
      question: "Puis-je modifier ou annuler ma commande ?",
      answer: [
        {
          p: "Oui, dans les 2 heures qui suivent votre commande. Il vous suffit de [nous écrire](/contact) en indiquant votre numéro de commande et ce que vous souhaitez changer. Si le colis est déjà parti, vous pourrez toujours nous le renvoyer dans le cadre de notre droit de retour de 30 jours. Pour l’annuler, ouvrez votre commande depuis le lien de l’e-mail de confirmation et choisissez **Annuler la commande**.",
        },
      ],
    },
    {
      question: "Que faire si mon colis arrive endommagé ?",
      answer: [
        {
          p: "Signalez-le-nous dans les 48 heures suivant la livraison, photos du colis et du produit à l’appui. Après vérification, nous vous envoyons un produit de remplacement ou nous vous remboursons, selon votre préférence.",
        },
      ],
    },
    {
      question: "Comment fonctionnent les retours ?",
      answer: [
        {
          p: "Vous disposez de 30 jours à compter de la livraison pour retourner un produit, sans avoir à vous justifier. Ouvrez votre commande depuis le lien **Voir votre commande** de l’e-mail de confirmation et choisissez **Retourner des articles**. Toutes les étapes sont détaillées sur notre page [Retours et réclamations](/returns). Vous avez perdu l’e-mail ? Notre page [Suivre votre commande](/track-order) vous renvoie le lien.",
        },
      ],
    },
    {
      question: "Quand serai-je remboursé ?",
      answer: [
        {
          p: "Nous vous remboursons sous 3 à 5 jours ouvrés après réception de votre retour, sur le moyen de paiement utilisé lors de la commande.",
        },
      ],
    },
    {
      question: "Quelle garantie couvre vos produits ?",
      answer: [
        { p: "Tous nos produits sont garantis, et certains peuvent l’être plus longtemps. Il existe trois niveaux :" },
        {
          ul: ["**Standard :** 2 ans sur tous les produits", "**Étendue :** 3 ans", "**Premium :** 5 ans"],
        },
        { p: "Le détail de chaque niveau figure sur notre page [Garantie](/warranty)." },
      ],
    },
    {
      question: "Quels moyens de paiement acceptez-vous ?",
      answer: [
        {
          p: "Nous acceptons les cartes Visa, Mastercard et American Express via le paiement sécurisé de Stripe. Les montants sont débités en USD.",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Expédition et livraison",
      description: "Nous expédions depuis notre entrepôt européen vers {{countriesShippedTo}}, avec assurance et suivi pour chaque colis.",
      highlights: [
        { title: "Livraison rapide", text: "Commandez avant 14 h, nous expédions le jour même. Délai de livraison en Europe : {{europeDays}}." },
        { title: "Emballage soigné", text: "Chaque produit est emballé avec soin pour vous parvenir en parfait état." },
        { title: "Entièrement assuré", text: "Chaque colis est assuré à sa pleine valeur, de notre entrepôt jusqu’à votre porte." },
        { title: "Suivi en temps réel", text: "Suivez votre colis étape par étape grâce aux notifications par SMS et e-mail." },
      ],
      body: [
        { h2: "Informations de livraison" },
        {
          ul: [
            "Chaque commande est traitée sous 24 heures.",
            "Les délais de livraison sont exprimés en jours ouvrés.",
            "La livraison est offerte dès {{freeShippingFrom}} d’achat.",
            "Pour les livraisons hors de l’UE, des droits de douane et taxes d’importation peuvent s’appliquer ; ils sont à la charge du destinataire.",
          ],
        },
        { h2: "Conditions de livraison" },
        {
          ul: [
            "Indiquez une adresse exacte et complète ainsi qu’un numéro de téléphone, afin que le livreur puisse vous joindre.",
            "Le livreur effectue une seule tentative de livraison et laisse un avis de passage en cas d’absence.",
            "Les colis non retirés dans un délai de 14 jours nous sont retournés.",
          ],
        },
        { p: "Votre pays ne figure pas dans la liste ? [Contactez-nous](/contact), nous trouverons une solution." },
      ],
    },

    returns: {
      title: "Retours et réclamations",
      description: "Vous avez 30 jours pour retourner n’importe quel produit, sans avoir à vous justifier.",
      highlights: [
        { title: "Prévenez-nous", text: "Ouvrez votre commande depuis le lien de l’e-mail de confirmation et choisissez « Retourner des articles » : quoi, combien et pourquoi." },
        { title: "Emballez", text: "Remettez le produit dans son colis avec tous ses accessoires." },
        { title: "Renvoyez", text: "Inscrivez sur le colis le numéro de retour indiqué dans notre e-mail et envoyez-le à l’adresse qui y figure." },
        { title: "Soyez remboursé", text: "Le remboursement intervient sous 3 à 5 jours ouvrés après réception du retour." },
      ],
      body: [
        { h2: "Conditions de retour" },
        {
          ul: [
            "Le produit doit être non utilisé, complet et dans son emballage d’origine.",
            "Pour des raisons d’hygiène, les articles tels que les écouteurs intra-auriculaires ne sont repris que si leur scellé est intact.",
            "Le retour d’un produit défectueux ne vous coûte rien : nous prenons en charge les frais de renvoi.",
            "Le retour est également gratuit si un produit arrive endommagé ou si nous vous avons envoyé le mauvais article. Si vous avez simplement changé d’avis, les frais de retour sont les mêmes que ceux de la livraison dans votre pays et sont déduits de votre remboursement.",
          ],
        },
        { h2: "Retrouver votre commande" },
        {
          p: "Chaque e-mail que nous vous envoyons au sujet d’une commande, à commencer par la confirmation, contient un lien **Voir votre commande**. Il ouvre la page de votre commande, où vous pouvez suivre sa livraison, l’annuler dans les 2 heures qui suivent l’achat ou retourner des articles une fois qu’ils ont été expédiés. Vous ne trouvez pas l’e-mail ? Vérifiez votre dossier de courrier indésirable, ou faites-vous renvoyer le lien depuis notre page [Suivre votre commande](/track-order) : il suffit de l’adresse e-mail utilisée pour la commande et du numéro de commande.",
        },
        { h2: "Remboursement" },
        {
          p: "Dès que votre retour arrive dans notre entrepôt, nous le vérifions et vous remboursons sous 3 à 5 jours ouvrés, sur le moyen de paiement utilisé lors de la commande. Un e-mail vous prévient dès que le remboursement est lancé.",
        },
        { h2: "Réclamations" },
        {
          p: "Si votre colis a été endommagé pendant le transport, signalez-le dans les 48 heures suivant la livraison, photos de l’emballage et du produit à l’appui. Nous répondons à chaque réclamation sous 14 jours. Pour un défaut qui apparaît plus tard, consultez notre page [Garantie](/warranty).",
        },
      ],
    },

    warranty: {
      title: "Garantie",
      description: "Chaque produit est garanti, et vous pouvez prolonger la couverture de certains d’entre eux.",
      highlights: [
        { title: "Standard : 2 ans", text: "Sur tous les produits de notre catalogue, contre les défauts de fabrication." },
        { title: "Étendue : 3 ans", text: "Pour les téléphones et les montres enregistrés dans les 30 jours suivant l’achat." },
        { title: "Premium : 5 ans", text: "Pour les montres de luxe, avec un remplacement de pile inclus." },
      ],
      body: [
        { h2: "Comment faire jouer la garantie" },
        {
          ol: [
            "[Contactez-nous](/contact) en indiquant votre numéro de commande.",
            "Décrivez la panne et joignez quelques photos.",
            "Nous vous envoyons une étiquette d’expédition prépayée.",
            "Nous réparons ou remplaçons le produit sous 14 jours.",
          ],
        },
        { h2: "Ce que la garantie ne couvre pas" },
        {
          ul: [
            "Les dommages accidentels : chutes, fissures, écran cassé…",
            "Les dégâts des eaux au-delà de l’indice d’étanchéité annoncé pour le produit",
            "L’usure normale",
            "Les réparations ou modifications effectuées par une personne que nous n’avons pas agréée",
          ],
        },
      ],
    },

    support: {
      title: "Centre d’aide",
      description: "Toutes les réponses sur les commandes, la livraison, les retours et la garantie, réunies au même endroit.",
      highlights: [
        { title: "Foire aux questions", text: "Des réponses rapides aux questions que l’on nous pose le plus souvent." },
        { title: "Nous écrire", text: "Envoyez-nous un message : un membre de notre équipe vous répondra." },
        { title: "Retours", text: "30 jours pour changer d’avis, sans justification." },
        { title: "Garantie", text: "Jusqu’à 5 ans de couverture selon le produit." },
        { title: "Appelez-nous", text: "Du lundi au vendredi, de 9 h à 18 h (heure d’Europe centrale)" },
        { title: "Écrivez-nous", text: "Nous répondons sous 24 à 48 heures." },
      ],
      body: [
        {
          p: "Vous ne savez pas par où commencer ? La plupart des questions sur la livraison, le paiement et les retours trouvent leur réponse dans notre [foire aux questions](/faq). Si la vôtre n’y figure pas, [écrivez-nous](/contact) en gardant votre numéro de commande à portée de main : nous trouverons la solution ensemble.",
        },
      ],
    },

    contact: {
      title: "Nous contacter",
      description: "Une question sur un produit ou une commande ? Écrivez-nous : nous répondons à chaque message.",
      highlights: [],
      body: [
        {
          p: "Pour que nous puissions vous aider plus vite, indiquez votre **numéro de commande** et décrivez brièvement votre demande. En cas de problème avec un produit, quelques photos nous sont d’une grande aide.",
        },
        {
          p: "Nous répondons à chaque message sous 24 à 48 heures. Vous pouvez aussi nous écrire directement à [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Politique de confidentialité",
      description: "Comment nous collectons, utilisons et protégeons vos données personnelles lorsque vous achetez chez Orbita.",
      highlights: [],
      body: [
        { h2: "Responsable du traitement" },
        {
          p: "Le responsable du traitement de vos données personnelles est Orbita Trading Ltd, 27 Old Gloucester Street, London WC1N 3AX, Royaume-Uni, la société qui exploite la boutique Orbita. Pour toute question relative à vos données, écrivez-nous à [support@orbita-shop.com](mailto:support@orbita-shop.com). Nous traitons les données personnelles conformément au RGPD (règlement général sur la protection des données de l’UE) et à son équivalent britannique, le UK GDPR.",
        },
        { h2: "Les données que nous collectons" },
        {
          ul: [
            "Coordonnées : nom, adresse e-mail et numéro de téléphone",
            "Données de livraison : votre adresse de livraison",
            "Données de commande : produits achetés, prix et statut du paiement (vos données bancaires sont traitées par Stripe et ne nous parviennent jamais)",
            "Les messages que vous nous envoyez, par exemple au sujet d’une commande, d’un retour ou d’une demande de garantie",
            "Données techniques : adresse IP et type de navigateur, enregistrés dans les journaux de nos serveurs",
          ],
        },
        { h2: "Pourquoi nous les utilisons" },
        {
          ul: [
            "Pour enregistrer, traiter et confirmer votre commande",
            "Pour livrer votre colis et vous informer de son acheminement",
            "Pour répondre à vos questions et gérer les retours, réclamations et demandes de garantie",
            "Pour respecter nos obligations légales, notamment fiscales et comptables",
            "Pour assurer la sécurité de la boutique et prévenir la fraude",
          ],
        },
        { h2: "Bases légales" },
        {
          ul: [
            "**Exécution du contrat** (article 6, paragraphe 1, point b, du RGPD) : traitement et livraison de votre commande, service client",
            "**Obligation légale** (article 6, paragraphe 1, point c, du RGPD) : conservation des factures et des pièces comptables",
            "**Intérêt légitime** (article 6, paragraphe 1, point f, du RGPD) : sécurité de la boutique, prévention de la fraude, constatation et défense de droits en justice",
            "**Consentement** (article 6, paragraphe 1, point a, du RGPD) : lorsque nous vous le demandons ; vous pouvez le retirer à tout moment",
          ],
        },
        { h2: "Les destinataires de vos données" },
        {
          p: "Nous ne partageons vos données que dans la mesure nécessaire : avec les transporteurs (comme DHL, UPS et FedEx) pour livrer votre commande, avec Stripe pour traiter votre paiement, et avec nos prestataires d’hébergement et informatiques, qui agissent pour notre compte dans le cadre de contrats de sous-traitance. Nous ne communiquons des données aux autorités publiques que lorsque la loi l’exige. Nous ne vendons jamais vos données. Lorsque des données sont traitées hors du Royaume-Uni ou de l’Espace économique européen, nous mettons en place des garanties appropriées, telles que les clauses contractuelles types.",
        },
        { h2: "Durée de conservation" },
        {
          p: "Nous conservons les données de commande aussi longtemps que nécessaire pour exécuter le contrat et traiter d’éventuelles réclamations ou demandes de garantie, et les factures et pièces comptables pendant la durée imposée par la loi fiscale (six ans au Royaume-Uni). Les messages adressés au service client sont supprimés une fois votre demande entièrement traitée et lorsqu’aucune réclamation ne peut plus en découler.",
        },
        { h2: "Vos droits" },
        { p: "Conformément au RGPD, vous disposez des droits suivants :" },
        {
          ul: [
            "droit d’accès à vos données et d’en obtenir une copie",
            "droit de rectification des données inexactes",
            "droit à l’effacement de vos données",
            "droit à la limitation du traitement",
            "droit à la portabilité de vos données",
            "droit d’opposition aux traitements fondés sur notre intérêt légitime",
            "droit d’introduire une réclamation auprès d’une autorité de contrôle, par exemple la CNIL en France ou l’Information Commissioner’s Office (ICO) au Royaume-Uni",
          ],
        },
        {
          p: "Pour exercer l’un de ces droits, écrivez à [support@orbita-shop.com](mailto:support@orbita-shop.com). Nous vous répondrons dans un délai d’un mois.",
        },
        { h2: "Cookies et stockage local" },
        {
          p: "Nous n’utilisons que ce qui est indispensable au fonctionnement de la boutique, sans aucun cookie publicitaire ni traceur. Tous les détails figurent dans notre [politique relative aux cookies](/cookies).",
        },
        { h2: "Modifications de cette politique" },
        {
          p: "Nous pouvons mettre à jour cette politique lorsque nos services ou la réglementation évoluent. La date de la dernière mise à jour est indiquée en haut de cette page, et nous vous informerons de tout changement important par e-mail ou par un avis sur la boutique.",
        },
      ],
    },

    terms: {
      title: "Conditions générales de vente",
      description: "Les règles qui encadrent vos achats chez Orbita : commande, paiement, livraison, retours et garantie.",
      highlights: [],
      body: [
        { h2: "Le vendeur" },
        {
          p: "La boutique Orbita est exploitée par Orbita Trading Ltd, société immatriculée en Angleterre et au pays de Galles sous le numéro 14276583, dont le siège social est situé 27 Old Gloucester Street, London WC1N 3AX, Royaume-Uni. Vous pouvez nous joindre à l’adresse [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Commande et formation du contrat" },
        {
          p: "Les produits présentés sur la boutique constituent une invitation à passer commande. En validant votre commande, vous faites une offre d’achat des produits de votre panier. Le contrat de vente est conclu lorsque nous confirmons votre commande par e-mail. Si un produit se révèle indisponible, nous vous en informons sans délai et vous remboursons toute somme déjà versée.",
        },
        { h2: "Prix et paiement" },
        {
          p: "Le paiement s’effectue par carte (Visa, Mastercard ou American Express) via le paiement sécurisé de Stripe. Le montant est débité en USD au moment du paiement ; les prix affichés dans d’autres devises sont donnés à titre indicatif. Les frais de port vous sont indiqués avant le paiement.",
        },
        { h2: "Livraison" },
        {
          p: "Nous livrons dans {{countriesShippedTo}}. Les délais et tarifs de chaque pays sont indiqués sur notre page [Expédition et livraison](/shipping). Pour les livraisons hors de l’UE, des droits de douane et taxes d’importation peuvent s’appliquer ; ils sont à la charge du destinataire.",
        },
        { h2: "Droit de rétractation" },
        {
          p: "Vous disposez de 30 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à motiver votre décision, soit plus que le délai légal. La marche à suivre pour renvoyer un produit est expliquée sur notre page [Retours et réclamations](/returns). Le remboursement intervient sous 3 à 5 jours ouvrés après réception du retour.",
        },
        { h2: "Garanties et réclamations" },
        {
          p: "Vos droits au titre de la garantie légale de conformité ne sont pas affectés. En complément, chaque produit bénéficie de notre garantie commerciale, décrite sur la page [Garantie](/warranty). Les réclamations et les dommages dus au transport sont traités sur la page [Retours et réclamations](/returns) ; nous répondons à chaque réclamation sous 14 jours.",
        },
        { h2: "Responsabilité" },
        {
          p: "Nous sommes responsables de la bonne exécution du contrat conformément à la loi. Nous ne saurions être tenus responsables des dommages qui n’étaient pas prévisibles lors de la conclusion du contrat, ni des retards dus à des événements indépendants de notre volonté. Rien dans les présentes conditions ne limite notre responsabilité en cas de décès ou de dommage corporel causé par notre négligence, en cas de fraude, ou lorsque la loi interdit de la limiter.",
        },
        { h2: "Droit applicable" },
        {
          p: "Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles. Si vous êtes un consommateur, vous conservez la protection que vous accordent les dispositions impératives du droit de votre pays de résidence et pouvez saisir les tribunaux de ce pays.",
        },
        { h2: "Pour nous contacter" },
        {
          p: "Une question sur ces conditions ? Écrivez à [support@orbita-shop.com](mailto:support@orbita-shop.com) ou passez par notre [page de contact](/contact).",
        },
      ],
    },

    cookies: {
      title: "Politique relative aux cookies",
      description: "Les cookies et technologies similaires que nous utilisons, et comment les gérer vous-même.",
      highlights: [],
      body: [
        { h2: "Qu’est-ce qu’un cookie ?" },
        {
          p: "Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur. Des technologies similaires, comme le stockage local du navigateur (local storage), permettent elles aussi à un site de mémoriser des informations d’une visite à l’autre.",
        },
        { h2: "Ce que nous utilisons" },
        {
          p: "Nous n’utilisons que ce qui est strictement nécessaire au fonctionnement de la boutique :",
        },
        {
          ul: [
            "**Panier et langue :** conservés dans le stockage local de votre navigateur, pour que votre panier vous attende et que la boutique s’affiche dans votre langue à votre retour. Ces données restent sur votre appareil.",
            "**Paiement :** les pages de paiement sont gérées par Stripe, qui dépose ses propres cookies pour sécuriser les paiements et prévenir la fraude. Ils sont décrits dans la politique de confidentialité et de cookies de Stripe.",
          ],
        },
        { h2: "Ni publicité ni pistage" },
        {
          p: "Nous n’utilisons aucun cookie publicitaire, de mesure d’audience ou de pistage, et nous ne laissons aucun tiers vous suivre sur notre boutique.",
        },
        { h2: "Comment les supprimer" },
        {
          p: "Vous pouvez à tout moment consulter et supprimer les cookies et données de site dans les paramètres de votre navigateur, généralement dans la rubrique « Confidentialité » ou « Données de site ». Attention : une fois ces données supprimées, votre panier sera vidé et la boutique reviendra à sa langue par défaut.",
        },
        {
          p: "Des questions ? Consultez notre [politique de confidentialité](/privacy) ou [contactez-nous](/contact).",
        },
      ],
    },
  },

  settings: {
    tagline: "L’électronique haut de gamme, livrée dans le monde entier",
    weekdays: "Du lundi au vendredi",
    weekend: "Samedi et dimanche",
    phoneHours: "Lun.–ven. 9 h – 18 h (heure d’Europe centrale)",
    emailResponse: "Réponse sous 24 à 48 heures",
    reviewLinks: ["Nos avis sur Trustpilot", "Nos avis sur Google"],
  },

  reviews: [
    {
      title: "Excellent produit, livraison rapide",
      comment: "Colis reçu en deux jours, le tout emballé avec soin. La qualité de fabrication a dépassé mes attentes. Je recommande !",
    },
    {
      title: "Conforme à la description",
      comment: "Le produit est exactement comme sur les photos. Très bon contact avec le vendeur : j’ai eu une réponse à ma question en quelques heures.",
    },
    {
      title: "Bon rapport qualité-prix",
      comment: "Très bon produit pour ce prix. Une étoile en moins pour le délai de livraison un peu plus long pendant les fêtes de fin d’année.",
    },
  ],
}
