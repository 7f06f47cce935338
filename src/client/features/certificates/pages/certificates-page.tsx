import { certificateDefinitions, certificatePath } from '../../../../shared/domain/certificates/certificate-definitions';
import { LinkCard, cardGridClass } from '../../../ui/link-card';
import { Page } from '../../../ui/page';

export function CertificatesPage() {
  return (
    <Page title="Certificates" intro="Choose the certificate you need. You can attach photos or scans of your documents.">
      <ul className={cardGridClass}>
        {certificateDefinitions.map((certificate) => (
          <li key={certificate.slug}>
            <LinkCard to={certificatePath(certificate.slug)} title={certificate.title} description={certificate.summary} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
