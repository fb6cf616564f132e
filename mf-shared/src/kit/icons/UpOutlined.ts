import definition from '@ant-design/icons-svg/es/asn/UpOutlined';
import { icon } from './icon';

export const UpOutlined = /* @__PURE__ */ icon(definition);
