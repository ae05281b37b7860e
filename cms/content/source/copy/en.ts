import type { SiteCopy } from "../types"

/** English: the site's CMS copy (see ../BRIEF.md). */
export const copy: SiteCopy = {
  faq: [
    {
      question: "How long does delivery take?",
      answer: [
        {
          p: "It depends on where your parcel is going: our [shipping page](/shipping) gives the time for each country. Delivery times are counted in business days from dispatch:",
        },
        {
          ul: ["**Europe:** {{europeDays}}", "**Rest of the world:** {{worldwideDays}}"],
        },
      ],
    },
    {
      question: "How quickly is my order processed?",
      answer: [
        {
          p: "We process every order within 24 hours. Orders placed before 14:00 on a business day leave our warehouse the same day.",
        },
      ],
    },
    {
      question: "Which countries do you ship to?",
      answer: [
        {
          p: "We deliver to {{countriesShippedTo}}. You will find the full list, with delivery times and prices for each country, on our [shipping page](/shipping).",
        },
      ],
    },
    {
      question: "How much does shipping cost?",
      answer: [
        {
          p: "Shipping costs from 5.99 EUR (Germany) up to 39.99 EUR, depending on the destination. Orders of {{freeShippingFrom}} or more ship **free of charge**.",
        },
      ],
    },
    {
      question: "Can I change or cancel my order?",
      answer: [
        {
          p: "Yes, within 2 hours of placing it. Just [write to us](/contact) with your order number and tell us what you would like to change. Once your parcel has left the warehouse, you can still send it back under our 30-day returns policy. To cancel, open your order from the link in your confirmation e-mail and choose **Cancel order**.",
        },
      ],
    },
    {
      question: "What if my parcel arrives damaged?",
      answer: [
        {
          p: "Please let us know within 48 hours of delivery and send us a few photos of the parcel and the product. Once we have checked them, we will send you a replacement or give you a full refund, whichever you prefer.",
        },
      ],
    },
    {
      question: "How do returns work?",
      answer: [
        {
          p: "You have 30 days from delivery to return a product, and you don't need to give a reason. Open your order from the **View your order** link in your confirmation e-mail and choose **Return items**. The whole process, step by step, is described on our [returns page](/returns). Lost the e-mail? Our [Track your order](/track-order) page sends the link again.",
        },
      ],
    },
    {
      question: "When will I get my refund?",
      answer: [
        {
          p: "We refund you within 3–5 business days of receiving your return, to the payment method you used for the order.",
        },
      ],
    },
    {
      question: "What warranty do your products have?",
      answer: [
        { p: "Every product is covered, and some can be covered for longer. There are three levels:" },
        {
          ul: ["**Standard:** 2 years on every product", "**Extended:** 3 years", "**Premium:** 5 years"],
        },
        { p: "What each level covers is explained on our [warranty page](/warranty)." },
      ],
    },
    {
      question: "Which payment methods do you accept?",
      answer: [
        {
          p: "We accept Visa, Mastercard and American Express cards through Stripe's secure checkout. Prices are charged in USD.",
        },
      ],
    },
  ],

  pages: {
    shipping: {
      title: "Shipping and delivery",
      description: "We ship from our European warehouse to {{countriesShippedTo}}, with every parcel insured and tracked.",
      highlights: [
        { title: "Fast delivery", text: "Order before 14:00 and we dispatch the same day. Delivery within Europe: {{europeDays}}." },
        { title: "Secure packaging", text: "Every product is carefully packed to arrive in perfect condition." },
        { title: "Fully insured", text: "Every parcel is insured for its full value, from our warehouse to your door." },
        { title: "Live tracking", text: "Follow your parcel step by step with SMS and e-mail updates." },
      ],
      body: [
        { h2: "Delivery information" },
        {
          ul: [
            "We process every order within 24 hours.",
            "Delivery times are counted in business days.",
            "Shipping is free on orders of {{freeShippingFrom}} or more.",
            "For deliveries outside the EU, customs duties and import taxes may apply; they are paid by the recipient.",
          ],
        },
        { h2: "Conditions" },
        {
          ul: [
            "Please give us a correct, complete address and a phone number so the courier can reach you.",
            "The courier makes one delivery attempt; if nobody is home, they leave a notice.",
            "Parcels that are not collected within 14 days are returned to us.",
          ],
        },
        { p: "Your country is not listed? [Contact us](/contact) and we will find a way." },
      ],
    },

    returns: {
      title: "Returns and complaints",
      description: "You have 30 days to return any product, and you don't need to give a reason.",
      highlights: [
        { title: "Tell us", text: "Open your order from the link in your confirmation e-mail and choose Return items: what, how many and why." },
        { title: "Pack it", text: "Pack the product together with all its accessories." },
        { title: "Send it back", text: "Write the return number from our e-mail on the parcel and send it to the address it gives." },
        { title: "Get your money back", text: "We refund you within 3–5 business days of receiving the return." },
      ],
      body: [
        { h2: "Conditions" },
        {
          ul: [
            "The product must be unused, complete and in its original packaging.",
            "For hygiene reasons, items such as in-ear headphones can only be returned if their seal is unbroken.",
            "Returning a defective product costs you nothing: we cover the return shipping.",
            "Return shipping is also free when a product arrives damaged or we sent the wrong one. If you simply changed your mind, return shipping costs the same as delivery to your country, and we take it off your refund.",
          ],
        },
        { h2: "Find your order" },
        {
          p: "Every e-mail we send about an order, starting with the confirmation, has a **View your order** link. It opens your order's own page, where you can follow its delivery, cancel it within 2 hours of ordering, or return items once they have shipped. Can't find the e-mail? Check your spam folder, or have the link sent again on our [Track your order](/track-order) page: the e-mail address you ordered with and the order number are all it needs.",
        },
        { h2: "Refunds" },
        {
          p: "Once your return reaches our warehouse, we check it and refund you within 3–5 business days, to the payment method you used for the order. We will let you know by e-mail as soon as the money is on its way.",
        },
        { h2: "Complaints" },
        {
          p: "If your parcel arrives damaged in transport, please report it within 48 hours of delivery and include photos of the packaging and the product. We answer every complaint within 14 days. For faults that appear later, see our [warranty page](/warranty).",
        },
      ],
    },

    warranty: {
      title: "Warranty",
      description: "Every product comes with a warranty, and you can extend the cover on selected products.",
      highlights: [
        { title: "Standard: 2 years", text: "On every product we sell, covering manufacturing defects." },
        { title: "Extended: 3 years", text: "For phones and watches registered within 30 days of purchase." },
        { title: "Premium: 5 years", text: "For luxury watches, including one battery replacement." },
      ],
      body: [
        { h2: "How to make a claim" },
        {
          ol: [
            "[Contact us](/contact) and give us your order number.",
            "Describe the fault and attach a few photos.",
            "We send you a prepaid shipping label.",
            "We repair or replace the product within 14 days.",
          ],
        },
        { h2: "What is not covered" },
        {
          ul: [
            "Accidental damage, such as drops, cracks or a broken screen",
            "Water damage beyond the product's stated water-resistance rating",
            "Normal wear and tear",
            "Repairs or modifications made by anyone not authorised by us",
          ],
        },
      ],
    },

    support: {
      title: "Help centre",
      description: "Answers to your questions about orders, delivery, returns and warranty, all in one place.",
      highlights: [
        { title: "Frequently asked questions", text: "Quick answers to the questions we hear most often." },
        { title: "Contact", text: "Write to us and a member of our team will get back to you." },
        { title: "Returns", text: "30 days to change your mind, no reason needed." },
        { title: "Warranty", text: "Up to 5 years of cover, depending on the product." },
        { title: "Call us", text: "Mon–Fri 9:00–18:00 CET" },
        { title: "Write to us", text: "We reply within 24–48 hours." },
      ],
      body: [
        {
          p: "Not sure where to start? Most questions about delivery, payment and returns are answered in our [FAQ](/faq). If yours isn't there, [get in touch](/contact) with your order number to hand and we will sort it out together.",
        },
      ],
    },

    contact: {
      title: "Contact us",
      description: "Have a question about a product or an order? Write to us: we answer every message.",
      highlights: [],
      body: [
        {
          p: "To help us help you faster, please include your **order number** and a short description of your question. If something is wrong with a product, a couple of photos make all the difference.",
        },
        {
          p: "We reply to every message within 24–48 hours. You can also e-mail us directly at [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
      ],
    },

    privacy: {
      title: "Privacy policy",
      description: "How we collect, use and protect your personal data when you shop with Orbita.",
      highlights: [],
      body: [
        { h2: "Who is responsible for your data" },
        {
          p: "The controller of your personal data is Orbita Trading Ltd, 27 Old Gloucester Street, London WC1N 3AX, United Kingdom, the company that runs the Orbita shop. For any question about your data, write to us at [support@orbita-shop.com](mailto:support@orbita-shop.com). We process personal data in line with the GDPR (the EU General Data Protection Regulation and its UK equivalent).",
        },
        { h2: "What data we collect" },
        {
          ul: [
            "Contact details: your name, e-mail address and phone number",
            "Delivery details: your shipping address",
            "Order details: the products you buy, prices and payment status (your card details are handled by Stripe and never reach us)",
            "Messages you send us, for example about an order, a return or a warranty claim",
            "Technical data: your IP address and browser type, recorded in our server logs",
          ],
        },
        { h2: "Why we use it" },
        {
          ul: [
            "To take, process and confirm your order",
            "To deliver your parcel and keep you informed about its progress",
            "To answer your questions and handle returns, complaints and warranty claims",
            "To meet our legal obligations, for example under tax and accounting law",
            "To keep the shop secure and prevent fraud",
          ],
        },
        { h2: "Legal bases" },
        {
          ul: [
            "**Performance of a contract** (Article 6(1)(b) GDPR): processing and delivering your order and providing customer service",
            "**Legal obligation** (Article 6(1)(c) GDPR): keeping invoices and accounting records",
            "**Legitimate interests** (Article 6(1)(f) GDPR): the security of the shop, fraud prevention and defending legal claims",
            "**Consent** (Article 6(1)(a) GDPR): wherever we ask for it; you can withdraw it at any time",
          ],
        },
        { h2: "Who receives your data" },
        {
          p: "We share your data only as far as necessary: with courier companies (such as DHL, UPS and FedEx) to deliver your order, with Stripe to process your payment, and with our hosting and IT providers, who work for us under data processing agreements. We disclose data to public authorities only where the law requires it. We never sell your data. Where data leaves the UK or the European Economic Area, we rely on appropriate safeguards such as the standard contractual clauses.",
        },
        { h2: "How long we keep it" },
        {
          p: "We keep order data for as long as we need it to fulfil the contract and handle any complaints or warranty claims, and invoices and accounting records for as long as tax law requires (in the United Kingdom, six years). Messages to customer service are deleted once your request has been fully dealt with and no further claims can arise from it.",
        },
        { h2: "Your rights" },
        { p: "Under the GDPR you have the right to:" },
        {
          ul: [
            "access your data and receive a copy of it",
            "have inaccurate data corrected (rectification)",
            "have your data deleted (erasure)",
            "restrict how we process your data",
            "receive your data in a portable format (data portability)",
            "object to processing based on our legitimate interests",
            "lodge a complaint with a supervisory authority, such as the Information Commissioner’s Office (ICO) in the UK or the data protection authority in your country",
          ],
        },
        {
          p: "To exercise any of these rights, e-mail [support@orbita-shop.com](mailto:support@orbita-shop.com). We will reply within one month.",
        },
        { h2: "Cookies and local storage" },
        {
          p: "We use only what the shop needs in order to work, and no advertising or tracking cookies. The details are in our [cookie policy](/cookies).",
        },
        { h2: "Changes to this policy" },
        {
          p: "We may update this policy when our services or the law change. The date of the latest update is shown at the top of this page, and we will tell you about any significant change by e-mail or with a notice in the shop.",
        },
      ],
    },

    terms: {
      title: "Terms of service",
      description: "The rules for shopping at Orbita: orders, payment, delivery, returns and warranty.",
      highlights: [],
      body: [
        { h2: "The seller" },
        {
          p: "The Orbita shop is run by Orbita Trading Ltd, a company registered in England and Wales under number 14276583, with its registered office at 27 Old Gloucester Street, London WC1N 3AX, United Kingdom. You can reach us at [support@orbita-shop.com](mailto:support@orbita-shop.com).",
        },
        { h2: "Orders and the contract" },
        {
          p: "Product listings in the shop are an invitation to place an order. By placing an order you make an offer to buy the products in your cart. The contract of sale is concluded when we confirm your order by e-mail. If a product turns out to be unavailable, we will let you know straight away and refund anything you have already paid.",
        },
        { h2: "Prices and payment" },
        {
          p: "Payment is made by card (Visa, Mastercard or American Express) through Stripe's secure checkout. Prices are charged in USD at checkout; any amounts shown in other currencies are for information only. Shipping costs are shown before you pay.",
        },
        { h2: "Delivery" },
        {
          p: "We ship to {{countriesShippedTo}}. Delivery times and prices for each country are listed on our [shipping page](/shipping). For deliveries outside the EU, customs duties and import taxes may apply; they are paid by the recipient.",
        },
        { h2: "Right of withdrawal" },
        {
          p: "You may withdraw from the contract within 30 days of receiving your order without giving any reason, which is longer than the law requires. How to send a product back is explained on our [returns page](/returns). We refund you within 3–5 business days of receiving the return.",
        },
        { h2: "Warranty and complaints" },
        {
          p: "Your statutory rights in respect of faulty goods are not affected. On top of them, every product is covered by our own warranty, described on the [warranty page](/warranty). Complaints and damage in transport are covered on the [returns and complaints page](/returns); we answer every complaint within 14 days.",
        },
        { h2: "Liability" },
        {
          p: "We are liable for the proper performance of the contract in accordance with the law. We are not liable for losses that were not foreseeable when the contract was made, or for delays caused by events beyond our control. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or where the law does not allow liability to be limited.",
        },
        { h2: "Governing law" },
        {
          p: "These terms are governed by the law of England and Wales. If you are a consumer, you also keep the protection of the mandatory rules of the law of the country where you live, and you may bring proceedings in the courts of that country.",
        },
        { h2: "Contact" },
        {
          p: "Questions about these terms? Write to [support@orbita-shop.com](mailto:support@orbita-shop.com) or use our [contact page](/contact).",
        },
      ],
    },

    cookies: {
      title: "Cookie policy",
      description: "What cookies and similar technologies we use, and how you can control them.",
      highlights: [],
      body: [
        { h2: "What cookies are" },
        {
          p: "Cookies are small text files that a website saves in your browser. Similar technologies, such as the browser's local storage, let a website remember information between visits in the same way.",
        },
        { h2: "What we use" },
        {
          p: "We only use what is strictly necessary for the shop to work:",
        },
        {
          ul: [
            "**Your cart and your language:** kept in your browser's local storage, so your cart is still there and the shop speaks your language when you come back. This data stays on your device.",
            "**Payment:** the payment pages are run by Stripe, which sets its own cookies to process payments securely and prevent fraud. They are described in Stripe's own privacy and cookie policy.",
          ],
        },
        { h2: "No advertising or tracking" },
        {
          p: "We do not use advertising, analytics or tracking cookies, and we do not let third parties follow you around our shop.",
        },
        { h2: "How to delete them" },
        {
          p: "You can view and delete cookies and stored site data at any time in your browser's settings, usually under “Privacy” or “Site data”. Bear in mind that if you delete them, your cart will be emptied and the shop will go back to its default language.",
        },
        {
          p: "Questions? See our [privacy policy](/privacy) or [contact us](/contact).",
        },
      ],
    },
  },

  settings: {
    tagline: "Premium electronics, delivered worldwide",
    weekdays: "Monday–Friday",
    weekend: "Saturday–Sunday",
    phoneHours: "Mon–Fri 9:00–18:00 CET",
    emailResponse: "Reply within 24–48 hours",
    reviewLinks: ["Our reviews on Trustpilot", "Our reviews on Google"],
  },

  reviews: [
    {
      title: "Great product, fast delivery",
      comment: "The parcel arrived in two days and everything was carefully packed. The build quality exceeded my expectations. Highly recommended!",
    },
    {
      title: "Just as described",
      comment: "The product is exactly as in the pictures. Great contact with the seller: I got an answer to my question within a few hours.",
    },
    {
      title: "Good value for money",
      comment: "A very good product for the price. One star off for the slightly longer delivery over Christmas.",
    },
  ],
}
