/**
 * The files of Debian's assimp-testmodels used as test corpus (licences and origins in README.md):
 * each read only if its SHA-256 is the one recorded here.
 */
import { zipSync } from 'fflate';
import { corpusFile } from './debian';

const PACKAGE = 'assimp-testmodels';
const MODELS = 'usr/share/assimp/models';
/** SHA-256 of every file used, as recorded in tests/corpus/README.md. */
export const FILES: Record<string, string> = {
  'glTF2/draco/2CylinderEngine.gltf':
    'e8cd09419f689e078a1401e0ebb5f3cbf415fe038fc8eb1ceb048e6ff329f62a',
  'glTF2/draco/2CylinderEngine.bin':
    '9b4dadcf92d7151e031fe921d400d594466b328357c51377d1d2889062e60023',
  'glTF2/2CylinderEngine-glTF-Binary/2CylinderEngine.glb':
    'bb5fbccc73a3f68c52f26687fbb25b4a1248ab5f8a115ec55e7ac6a4451c47ee',
  'glTF2/BoxTextured-glTF-Embedded/BoxTextured.gltf':
    '03e315879df94ae7afdfbfec2ec0b6c8e28a04ee1345331a0f84974a9774a372',
  'glTF2/BoxTextured-glTF/BoxTextured.gltf':
    'ccb3b19197d84b35484a656f0b173b7c4cc5432139a14e5724a4e7bd7f336998',
  'glTF2/BoxTextured-glTF-Binary/BoxTextured.glb':
    '624621d7885bb418ac64e99c994b45634a32c87caeefae67b06c5c0531c57115',
  'glTF2/BoxTextured-glTF-pbrSpecularGlossiness/BoxTextured.gltf':
    '25076aeef019362d8f60393546999e5c416ee5b10c5e3b56afbd8e9898fca92c',
  'glTF2/BoxTextured-glTF-pbrSpecularGlossiness/BoxTextured0.bin':
    '2e8c0483fa6665c686ec345f89dcbb2a694a587442584d09f8a83a59633327bc',
  'glTF2/BoxTextured-glTF-pbrSpecularGlossiness/CesiumLogoFlat.png':
    '24c01e07542c534b40ee61a82852cb5c1181872a4ab6efdb793f2513400560aa',
  'glTF/BoxTextured-glTF/BoxTextured.gltf':
    '36b4faa6859fc1f76b6a303270360d933130de867c20d52d46a48dccf7bc2453',
  'glTF/BoxTextured-glTF/BoxTextured.bin':
    '5801546b1db912fcd3343591fa69333f06806a74457cf4c91289971981567865',
  'glTF/BoxTextured-glTF/CesiumLogoFlat.png':
    '0cbe97b55e6b21564fe083d83a07fe903c46ce7f7e0396b6758914a6dc4b47c5',
  'glTF/BoxTextured-glTF-Binary/BoxTextured.glb':
    '93b53f382a42dd35e2343b8e7c84fff08fd0bb351d08eab7a416affb2e96881e',
  'PLY/points.ply': 'edbfdb0807d4e04904ab1b6e940e3eeee9fae6107c3c46d6d7b6030f659fef18',
  'OBJ/point_cloud.obj': '8910d5be510fc5208a0f8b25e37496fce7453574aaeb910b5ca1327ff1ee48b9',
  'OBJ/testpoints.obj': 'db6550a9a77dad1176b07745b1b3c9ac2794f8b4d99d3f198805effa3a10983a',
  'OBJ/testline.obj': 'fae9cbf9f0830bc9bf451f76a84ca20d5e9f020a9f6c399791a419fa2bbaeca6',
  'STL/3DSMaxExport.STL': 'b80c5ac1898400777ae1b064f53189e27b018dacedecfe625963a0c15517b8c9',
  'STL/Spider_ascii.stl': '58d0b3af7e8a790467bd0c3a7edc2ffa0265ac52ac04b2c4207d21c6c05c5628',
  'STL/Spider_binary.stl': '267fdc458d855d70b09f88d3b434ddddeaf3785ea57011ab0b49a5d8581c55bd',
  'STL/Wuson.stl': '32bed7d4aa97a5d7b05a8adf0955e15e7da0685ef676b11a99ab599844b8316e',
  'STL/sphereWithHole.stl': '0c499d0d5a87a15119260bc2e094bc6efad9de71b4ff0093b42e17f1d3e14b0d',
  'STL/triangle.stl': '5763c12ca05c451c48bc3967665b91f08ca06ed7033e8c05ea253ab28b1814d9',
  'STL/triangle_with_empty_solid.stl':
    'fac98aa90b6c91b3678f0c9c50b9a850bf2028293af00e8eb0d995de16b5b200',
  'STL/triangle_with_two_solids.stl':
    'f90fa8331023bffb8675a9b66f6c0792bf540239c918a6654ae4ac5b96684891',
  'OBJ/spider.obj': 'a176f0223a6e74e90185c067ed45f928257e775cad7e17687ed4612a3343c206',
  'OBJ/spider.mtl': '64f270152d0f7d70cd635e8f074f73f0d62f0432e05ead7a0a8a80290a61f1d3',
  'OBJ/SpiderTex.jpg': '21d4dc5134073a0fbcf77dc624c7ccf294cdbe43f9c24db006faabff0097b2ca',
  'OBJ/drkwood2.jpg': 'd6cd16534d2bf5b9dea08d8daa33233e72b11508ee99779681cd18895bf37424',
  'OBJ/engineflare1.jpg': 'f67bed6b7c8f27a34b013b4deaf97a6d162e8eda1927581b9fcf3d1223a146d7',
  'OBJ/wal67ar_small.jpg': 'cf5be18b5b620bfc9f5fe437aeae5ee982dafdf289ce23c5d4414e8ded283d39',
  'OBJ/wal69ar_small.jpg': '64def7334567c818ef738c666fe2e8729756a6ad07d09a9aabb198ca26260a1b',
  'OBJ/WusonOBJ.obj': '092295203dc1ddb7be09aa0ebd7b2708d7553300698e44a48bc6ac65c6bd86cf',
  'PLY/Wuson.ply': 'c7911cc2f592eed7096cf3b6ff4fb6d7fb543a74b3d7e1f0d21a9ca507b3cee8',
  'PLY/pond.0.ply': '514d5395ad2d0bedce7966683b3b419232bee9209267c5832338ca2719e4225c',
  'DXF/PinkEggFromLW.dxf': '65734e4d5772274f1f3bf419fc1238565495ab9e7974edf801fd561c24469d39',
  'DXF/wuson.dxf': 'f93619edc0a54a823b3edac752f866149a3695a0494101c2c0e9574c95268af9',
  'DXF/issue_2229.dxf': '67ace591e7824116f4f6c495273d7046c85b29c70b7d2346ed86a042dfdeb988',
  'IFC/AC14-FZK-Haus.ifc': 'c8600fd63d1734d18f40fb1237533e9a3ec46c157489be7d501c166b99f21846',
};
export const GENERATOR = 'glTF2/glTF-Asset-Generator/Mesh_PrimitiveMode';
/** The glTF Asset Generator's primitive-mode files: mode and SHA-256 of .gltf and .bin. */
export const PRIMITIVE_MODES: Record<string, [string, string, string]> = {
  '00': [
    'POINTS',
    'ecdfb9d54b3bfc40425b7710ef1ac4edcc1879d3b0e21e32acee2f5d1efbd160',
    '0d4187b3c45eff1d2db24a27629f24d95aee0d363ed82914929e170dcf0b3fae',
  ],
  '01': [
    'LINES',
    '7b5389e85f16315fa02638362a623bef99f44f00548a71b8f65c148c865e140a',
    'f8b3984eb53f379d3bf90e6b667637dd5f0e4518a2936e1c8941e988934bb5dc',
  ],
  '02': [
    'LINE_LOOP',
    '67783c2a434b1e5f54dbe327d9d45dd146be4186f80253e4a581eb2f4fe63470',
    'eb160ed8d00fca6907cbf2f41eacda441678b3095d25dffa93282f41f61e1711',
  ],
  '03': [
    'LINE_STRIP',
    '44b65579fc5e6d11cf994c6da35fc8a8954509033d61ef1f0b7cc464d8c51d32',
    'a8c84ab325b45096ba322a82692b82362701eb23dc51cd251e4d1005637474c2',
  ],
  '04': [
    'TRIANGLE_STRIP',
    '2763891593124cd9826d312b93886fa4fbba1983ac5665fcc682875d9f5c5c69',
    'cc0175b62544dbb1c51ff7c0da18f8c71f4d3adbac1ab3f9fafb7a277457217c',
  ],
  '05': [
    'TRIANGLE_FAN',
    '332a8707fef392ef5005ed5db15ecf0cc7ce5fe034942ce13146066b8ec85a15',
    'e1e13cb1b451c129f1f6e0a93de62220cdf28acc176c879a3c1375c521e0741f',
  ],
  '11': [
    'TRIANGLE_STRIP, indexed',
    '79be98e3ec10bb953c250bc8d48c9a77f77524beac2d702aba4872cbef764e68',
    '0caf19bf5bcf4583af533d7b1cacad2f7a8de3de9af5930f7ed2091034c9e5cf',
  ],
  '12': [
    'TRIANGLE_FAN, indexed',
    '065b60f170f58217457a78128cc70ae18260c8f43078c60f7f369c3898a190d6',
    '579ec160af3454bf70f4eb4e9663510e3221488ac0348e49f6da27a51c2dd9e7',
  ],
};

export function file(name: string, sha256 = FILES[name]): Promise<Uint8Array> {
  if (!sha256) throw new Error(`${name} is not in the corpus list`);
  return corpusFile(PACKAGE, `${MODELS}/${name}`, sha256);
}

/** The files as one upload: a .zip with each under its own name in one folder. */
export async function zipped(folder: string, names: string[]): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  for (const name of names) entries[`model/${name}`] = await file(`${folder}/${name}`);
  return zipSync(entries);
}
