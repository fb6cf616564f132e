import definition from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { icon } from './icon';

export const CloseOutlined = /* @__PURE__ */ icon(definition);
