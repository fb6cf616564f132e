import definition from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { icon } from './icon';

export const MenuOutlined = /* @__PURE__ */ icon(definition);
