/**
 * What every e-mail of the shop shares: the language and direction (right-to-left for Arabic), the preview
 * line inbox lists show, the heading, and the footer with how to reach the shop. Inline styles only: mail
 * clients drop style sheets.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components"
import { isolate } from "@shop/contracts/bidi"
import { languageByCode, type LanguageCode } from "@shop/contracts/languages"
import type { ReactNode } from "react"
import { fill, type EmailCopy } from "./copy"
import { addressLines, type PostalAddress } from "./postal-address"

export interface CompanyDetails {
  name: string
  email: string
  /** Where the company is: the footer writes it on one line, the country in the reader's language. */
  address?: PostalAddress
}

/** The address on one line, each part isolated so that a right-to-left sentence keeps a Latin street in one piece; Arabic's comma between. */
const addressLine = (address: PostalAddress, language: LanguageCode): string =>
  addressLines(address, language)
    .map((line) => isolate(line))
    .join(language === "ar" ? "، " : ", ")

export const styles = {
  body: { backgroundColor: "#f4f4f5", fontFamily: "Helvetica, Arial, sans-serif", color: "#18181b", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "600px", padding: "32px" },
  heading: { fontSize: "22px", margin: "0 0 16px" },
  text: { fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  muted: { fontSize: "13px", lineHeight: "20px", color: "#52525b", margin: "0 0 6px" },
  button: { backgroundColor: "#18181b", borderRadius: "6px", color: "#ffffff", display: "inline-block", fontSize: "15px", padding: "12px 20px", textDecoration: "none" },
} as const

export function EmailLayout(props: { language: LanguageCode; copy: EmailCopy; preview: string; heading: string; company: CompanyDetails; children: ReactNode }) {
  const { dir } = languageByCode(props.language)
  const align = dir === "rtl" ? "right" : "left"
  return (
    <Html lang={props.language} dir={dir}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={{ ...styles.container, textAlign: align }}>
          <Heading as="h1" style={styles.heading}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr />
          <Section>
            <Text style={styles.muted}>{fill(props.copy.common.questions, { email: props.company.email })}</Text>
            <Text style={styles.muted}>{fill(props.copy.common.signature, { company: props.company.name })}</Text>
            {props.company.address ? <Text style={styles.muted}>{addressLine(props.company.address, props.language)}</Text> : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** The button to the order's page, which every order e-mail ends with. */
export function ViewOrderButton({ href, copy }: { href: string; copy: EmailCopy }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button href={href} style={styles.button}>
        {copy.common.viewOrder}
      </Button>
    </Section>
  )
}
