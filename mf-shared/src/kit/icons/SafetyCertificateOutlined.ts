import definition from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { icon } from './icon';

export const SafetyCertificateOutlined = /* @__PURE__ */ icon(definition);
