import definition from '@ant-design/icons-svg/es/asn/BankOutlined';
import { icon } from './icon';

export const BankOutlined = /* @__PURE__ */ icon(definition);
