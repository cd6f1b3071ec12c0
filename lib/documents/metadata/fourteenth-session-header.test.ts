// Report headers as Brazilian laboratory systems print them (real set 12, tune half, rebuilt with invented lines).
import { describe, expect, it } from "vitest";
import { makeLines } from "../testing/make-lines";
import { extractMetadata } from "./extract-metadata";

const read = (rows: string[], language = "pt") => extractMetadata(makeLines(rows), { language });

describe("Brazilian report headers", () => {
  it("a registration statement is no lab name, and the collection unit's labelled address gives the city", () => {
    const m = read([
      "Nome : EXEMPLO DA SILVA TESTE | Código da OS : 100-20000-3000",
      "DN : 02/03/1980 | Atendimento : 10/06/2025",
      "Endereço da Unidade: Rua Fictícia 100, Sala 2 , Maringá - PR",
      "Laboratório registrado no CRM/PR sob o número 1234",
      "GLICOSE",
    ]);
    expect(m.labName).toBeNull();
    expect(m.labCity).toBe("Maringá");
  });

  it("'Sr (a)......:' labels the patient's name", () => {
    expect(read(["Sr (a)......: MARIA EXEMPLO TESTE | Idade.......: 01/02/1985 - 40 Ano(s)"]).patientName).toBe("MARIA EXEMPLO TESTE");
  });

  it("the patient's code before the name is not part of it", () => {
    expect(read(["Nome........: 123456-JOANA EXEMPLO TESTE | Entrada.....: 06/12/2025"]).patientName).toBe("JOANA EXEMPLO TESTE");
  });
});

describe("labels OCR printed without accents, and labels of more languages", () => {
  it("'Patiente', 'Preleve le', 'Edite le' (accents lost) are read as their accented labels", () => {
    const m = read(["Patiente : EXEMPLE Awa | Age : 61 ans | Sexe : F", "Medecin : Dr TEST | Preleve le : 03/11/2026", "Edite le 04/11/2026"], "fr");
    expect(m).toMatchObject({ patientName: "EXEMPLE Awa", patientAge: "61", patientSex: "female", labDate: "2026-11-03", resultsDate: "2026-11-04" });
  });

  it("reads Faroese and Turkmen report labels", () => {
    expect(read(["Sjúklingur: | Jógvan Dømi | Føddur: | 02.03.1960 | Kyn: | M", "Roynd tikin: | 18.11.2026 | Svardagur: 19.11.2026"], "fo")).toMatchObject({
      patientName: "Jógvan Dømi", birthDate: "1960-03-02", patientSex: "male", labDate: "2026-11-18", resultsDate: "2026-11-19",
    });
    expect(read(["Näsag: | Orazowa Synag | Ýaşy: | 49 | Jynsy: | aýal", "Alnan wagty: | 04.11.2026"], "tk")).toMatchObject({ patientName: "Orazowa Synag", patientAge: "49", labDate: "2026-11-04" });
  });
});

describe("Nordic hospitals and country-prefixed postcodes", () => {
  it("'Landssjúkrahúsið' is a hospital's name; 'FO-100 Tórshavn' and 'AD500 Andorra la Vella' give the city", () => {
    const m = read(["Landssjúkrahúsið | Bílegging nr. LS-26-00001", "Klinisk Kemisk Deild", "J. C. Dømisgøta 1, FO-100 Tórshavn · Tlf. +298 30 00 00"], "fo");
    expect(m).toMatchObject({ labName: "Landssjúkrahúsið", labCity: "Tórshavn" });
    expect(read(["Laboratori d'Anàlisis Exemple", "Av. Exemple 12, AD500 Andorra la Vella · Tel. +376 80 00 00"], "ca").labCity).toBe("Andorra la Vella");
  });
});

describe("sex words of more languages", () => {
  it("Turkmen 'aýal' and Catalan 'Dona' are female", () => {
    expect(read(["Näsag: | Orazowa Synag | Jynsy: | aýal"], "tk").patientSex).toBe("female");
    expect(read(["Pacient: | Montse Exemple | Sexe: | Dona"], "ca").patientSex).toBe("female");
  });
});
